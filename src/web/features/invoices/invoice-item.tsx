import { formatDate } from '@shared/format/dates';
import { Banknote, MoreVertical, Pencil, Printer, Send } from 'lucide-react';
import { Link } from 'wouter';
import { INVOICE_STATUS_LABELS } from '@shared/invoices';
import { formatMoney } from '@shared/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useBusinessTimeZone } from '../business/use-business';
import { STATUS_TONES } from './invoice-format';
import { useInvoiceAction, type Invoice } from './use-invoices';
import { invoicesText } from './messages/invoices-screens';

function DueLine({ invoice }: { invoice: Invoice }) {
  const timeZone = useBusinessTimeZone();
  if (invoice.status === 'paid' && invoice.paidAt) {
    return <>{invoicesText('item.paid', { date: formatDate(invoice.paidAt, timeZone) })}</>;
  }
  return (
    <>
      {invoice.dueDate
        ? invoicesText('item.due', { date: formatDate(invoice.dueDate) })
        : invoicesText('item.noDueDate')}
    </>
  );
}

/**
 * One invoice: its number, client, total and status, and what can be done with it next: Send a
 * draft, Mark Paid a sent or overdue one, Edit and Print any; Send again sits in its menu.
 */
export function InvoiceItem({ invoice, onEdit }: { invoice: Invoice; onEdit: () => void }) {
  const send = useInvoiceAction('send');
  const resend = useInvoiceAction('resend');
  const markPaid = useInvoiceAction('mark-paid');
  const isBusy = send.isPending || resend.isPending || markPaid.isPending;
  const isOpen = invoice.status === 'sent' || invoice.status === 'overdue';
  const { client } = invoice;
  return (
    <li
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
      data-testid="invoice-item"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold tracking-wide tabular-nums" data-testid="invoice-number">
            {invoice.number}
          </p>
          <Badge tone={STATUS_TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
        </div>
        <p className="truncate font-medium">
          {client.name}
          {client.email ? <span className="font-normal text-muted"> ({client.email})</span> : null}
        </p>
        <p className="text-sm text-muted">
          <span className="font-semibold text-accent-800 dark:text-accent-200">
            {formatMoney({ amountMinor: invoice.totalMinor, currency: invoice.currency })}
          </span>
          {' · '}
          <DueLine invoice={invoice} />
          {invoice.booking
            ? ` · ${invoicesText('item.booking', { ticket: invoice.booking.ticketCode })}`
            : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {invoice.status === 'draft' ? (
          <Button onClick={() => send.mutate(invoice.id)} disabled={isBusy}>
            <Send />
            {send.isPending ? invoicesText('item.sending') : invoicesText('item.send')}
          </Button>
        ) : null}
        {isOpen ? (
          <Button onClick={() => markPaid.mutate(invoice.id)} disabled={isBusy}>
            <Banknote />
            {invoicesText('item.markPaid')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onEdit} disabled={isBusy}>
          <Pencil />
          <span className="max-sm:sr-only">{invoicesText('item.edit')}</span>
        </Button>
        <Button variant="outline" asChild>
          <Link href={`/${invoice.id}/print`}>
            <Printer />
            <span className="max-sm:sr-only">{invoicesText('item.print')}</span>
          </Link>
        </Button>
        {isOpen ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={invoicesText('item.more', { number: invoice.number })}
                disabled={isBusy}
              >
                <MoreVertical />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => resend.mutate(invoice.id)}>
                <Send />
                {invoicesText('item.sendAgain')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
    </li>
  );
}
