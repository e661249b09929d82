import { formatDate } from '@shared/format/dates';
import { formatPhone } from '@shared/phone';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { INVOICE_STATUS_LABELS, invoiceMoney, type InvoiceStatus } from '@shared/invoices';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { OwnerMain } from '../owner/owner-main';
import { usePrintableInvoice, type PrintableInvoice } from './use-invoices';
import './invoice-print.css';
import { invoicesText } from './messages/invoices-screens';

// the paper is light in either theme, so its status keeps the light theme's colours
const PAPER_STATUS: Record<InvoiceStatus, string> = {
  draft: 'bg-[#eef1ef] text-[#3d4742]',
  sent: 'bg-blue-100 text-blue-800',
  paid: 'bg-green-100 text-green-800',
  overdue: 'bg-red-100 text-red-800',
};

function Letterhead({ business }: { business: PrintableInvoice['business'] }) {
  const place = [business.address, business.city, business.country].filter(Boolean).join(', ');
  return (
    <div className="grid gap-1">
      {business.logoUrl ? (
        <img
          src={business.logoUrl}
          alt={invoicesText('print.logo', { name: business.name })}
          className="mb-2 size-16 rounded-xl object-contain"
        />
      ) : null}
      <p className="text-xl font-bold">{business.name}</p>
      {place ? <p className="text-sm text-[#56615c]">{place}</p> : null}
      {business.phone ? (
        <p className="text-sm text-[#56615c]">{formatPhone(business.phone)}</p>
      ) : null}
      {business.email ? <p className="text-sm text-[#56615c]">{business.email}</p> : null}
    </div>
  );
}

function Paper({ page }: { page: PrintableInvoice }) {
  const { invoice, client, business } = page;
  const money = invoiceMoney(invoice);
  return (
    // always dark on white, as it will be on paper, whatever the screen's theme
    <article className="invoice-paper grid gap-8 rounded-card border border-line bg-white p-6 text-[#101714] shadow-soft sm:p-10">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <Letterhead business={business} />
        <div className="grid gap-1 sm:text-right">
          <p className="text-3xl font-bold tracking-tight text-[#0b5d45]">
            {invoicesText('print.title')}
          </p>
          <p className="font-semibold tracking-wide tabular-nums">{invoice.number}</p>
          <div className="sm:justify-self-end">
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${PAPER_STATUS[invoice.status]}`}
            >
              {INVOICE_STATUS_LABELS[invoice.status]}
            </span>
          </div>
          <p className="text-sm text-[#56615c]">
            {invoicesText('print.issued', { date: formatDate(page.issuedOn) })}
          </p>
          {invoice.dueDate ? (
            <p className="text-sm font-medium">
              {invoicesText('print.due', { date: formatDate(invoice.dueDate) })}
            </p>
          ) : null}
        </div>
      </header>
      <section aria-label={invoicesText('print.billTo')} className="grid gap-0.5">
        <p className="text-xs font-semibold tracking-wider text-[#56615c] uppercase">
          {invoicesText('print.billTo')}
        </p>
        <p className="text-lg font-semibold">{client.name}</p>
        {[client.email, client.phone && formatPhone(client.phone), client.address]
          .filter(Boolean)
          .map((line) => (
            <p key={line} className="text-sm text-[#56615c]">
              {line}
            </p>
          ))}
      </section>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-[#e3e8e5] text-xs tracking-wider text-[#56615c] uppercase">
            <th className="py-2 font-semibold">{invoicesText('print.description')}</th>
            <th className="py-2 text-right font-semibold">{invoicesText('print.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {page.lines.map((line) => (
            <tr key={line.description} className="border-b border-[#e3e8e5]">
              <td className="py-3 pr-4">{line.description}</td>
              <td className="py-3 text-right tabular-nums">{money(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid w-full max-w-xs gap-2 justify-self-end text-sm">
        <div className="flex justify-between gap-6 text-[#56615c]">
          <dt>{invoicesText('print.subtotal')}</dt>
          <dd className="tabular-nums">{money(invoice.subtotalMinor)}</dd>
        </div>
        <div className="flex justify-between gap-6 text-[#56615c]">
          <dt>{invoicesText('print.tax')}</dt>
          <dd className="tabular-nums">{money(invoice.taxMinor)}</dd>
        </div>
        <div className="flex justify-between gap-6 border-t border-[#e3e8e5] pt-2 text-lg font-bold">
          <dt>{invoicesText('print.total')}</dt>
          <dd className="tabular-nums">{money(invoice.totalMinor)}</dd>
        </div>
      </dl>
      {invoice.notes ? (
        <section aria-label={invoicesText('print.notes')} className="grid gap-1">
          <p className="text-xs font-semibold tracking-wider text-[#56615c] uppercase">
            {invoicesText('print.notes')}
          </p>
          <p className="text-sm whitespace-pre-line">{invoice.notes}</p>
        </section>
      ) : null}
      <p className="text-xs text-[#56615c]">
        {invoicesText('print.currency', { currency: invoice.currency })}
      </p>
    </article>
  );
}

/** The printable invoice (/app/invoices/:id/print): the paper, and Print to send it to a printer. */
export function InvoicePrintPage({ invoiceId }: { invoiceId: string }) {
  const query = usePrintableInvoice(invoiceId);
  return (
    <OwnerMain className="max-w-3xl">
      <title>
        {invoicesText('print.documentTitle', {
          number: query.data?.invoice.number ?? invoicesText('print.invoice'),
        })}
      </title>
      <div className="flex items-center justify-between gap-3 print:hidden">
        <Button variant="ghost" asChild>
          <Link href="~/app/invoices">
            <ArrowLeft />
            {invoicesText('print.back')}
          </Link>
        </Button>
        <Button onClick={() => window.print()} disabled={!query.data}>
          <Printer />
          {invoicesText('print.print')}
        </Button>
      </div>
      <h1 className="sr-only">
        {invoicesText('print.heading', { number: query.data?.invoice.number ?? '' })}
      </h1>
      {query.isPending ? (
        <Skeleton className="h-[32rem]" />
      ) : query.isError ? (
        <p className="text-muted" role="alert">
          {query.error.message}
        </p>
      ) : (
        <Paper page={query.data} />
      )}
    </OwnerMain>
  );
}
