import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { invoiceMoney } from '@shared/invoices';
import { formatInvoiceDate, renderInvoicePdf, type InvoiceFacts } from './invoice-pdf';
import { invoiceMails as t } from '../messages/invoice-mails';
import type { OutgoingMail } from './mailer';
import { cardFooter, detailsTable, emailCard, escapeHtml } from './layout';

/**
 * The invoice for the client: what is owed, by when, and to whom, in the mail itself (a phone shows
 * it at once) and as a PDF attachment to keep or print. In the current language: the caller
 * composes it in the client's (docs/decisions/0071).
 */
export async function invoiceMail(
  facts: InvoiceFacts & { clientEmail: string; isReminder?: boolean },
): Promise<OutgoingMail> {
  const total = invoiceMoney(facts)(facts.totalMinor);
  const business = facts.business.name;
  const due = facts.dueDate
    ? t('dueBy', { date: formatInvoiceDate(facts.dueDate) })
    : t('dueOnReceipt');
  const words = { business, number: facts.number, total, due };
  const lead = facts.isReminder ? t('leadAgain', words) : t('lead', words);
  const phone = facts.business.phone && formatPhone(facts.business.phone);
  const email = facts.business.email;
  const contact = phone && email ? t('phoneOrEmail', { phone, email }) : phone || email || '';
  const totalLabel = t('label.total');
  const rows: [string, string][] = [
    [t('label.invoice'), facts.number],
    [t('label.issued'), formatInvoiceDate(facts.issuedOn)],
    ...(facts.dueDate
      ? ([[t('label.due'), formatInvoiceDate(facts.dueDate)]] as [string, string][])
      : []),
    [totalLabel, total],
  ];
  const hello = t('hello', { name: facts.client.name });
  const attached = t('attached');
  const questions = contact ? t('questions', { business, contact }) : '';
  const sentWith = t('sentWith', { brand: BRAND.name });
  const text = [
    hello,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(facts.notes ? ['', facts.notes] : []),
    '',
    attached,
    ...(questions ? [questions] : []),
    '',
    sentWith,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px 28px 8px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 20px">${escapeHtml(lead)}</p>
${detailsTable(rows, { emphasised: totalLabel })}
${facts.notes ? `<p style="margin:16px 0 0;white-space:pre-line">${escapeHtml(facts.notes)}</p>` : ''}
<p style="margin:20px 0 0;font-size:13px;color:#56615c">${escapeHtml(attached)}${questions ? ` ${escapeHtml(questions)}` : ''}</p>
</td></tr>
${cardFooter(escapeHtml(sentWith))}
`);
  return {
    to: facts.clientEmail,
    subject: t('subject', { number: facts.number, business, total }),
    text,
    html,
    attachments: [
      {
        filename: `${facts.number}.pdf`,
        contentType: 'application/pdf',
        content: await renderInvoicePdf(facts),
      },
    ],
  };
}
