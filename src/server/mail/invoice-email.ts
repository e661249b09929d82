import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { invoiceMoney } from '@shared/invoices';
import { formatInvoiceDate, renderInvoicePdf, type InvoiceFacts } from './invoice-pdf';
import type { OutgoingMail } from './mailer';
import { cardFooter, detailsTable, emailCard, escapeHtml } from './layout';

/**
 * The invoice for the client: what is owed, by when, and to whom, in the mail itself (a phone shows
 * it at once) and as a PDF attachment to keep or print.
 */
export async function invoiceMail(
  facts: InvoiceFacts & { clientEmail: string; isReminder?: boolean },
): Promise<OutgoingMail> {
  const total = invoiceMoney(facts)(facts.totalMinor);
  const due = facts.dueDate ? `by ${formatInvoiceDate(facts.dueDate)}` : 'on receipt';
  const lead = facts.isReminder
    ? `Here is invoice ${facts.number} from ${facts.business.name} again, for ${total}, due ${due}.`
    : `${facts.business.name} has sent you invoice ${facts.number} for ${total}, due ${due}.`;
  const contact = [facts.business.phone && formatPhone(facts.business.phone), facts.business.email]
    .filter(Boolean)
    .join(' or ');
  const rows: [string, string][] = [
    ['Invoice', facts.number],
    ['Issued', formatInvoiceDate(facts.issuedOn)],
    ...(facts.dueDate ? ([['Due', formatInvoiceDate(facts.dueDate)]] as [string, string][]) : []),
    ['Total', total],
  ];
  const text = [
    `Hello ${facts.client.name},`,
    '',
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(facts.notes ? ['', facts.notes] : []),
    '',
    'The invoice is attached as a PDF.',
    ...(contact ? [`Questions? Contact ${facts.business.name} on ${contact}.`] : []),
    '',
    `Sent with ${BRAND.name}`,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px 28px 8px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(facts.client.name)},</p>
<p style="margin:0 0 20px">${escapeHtml(lead)}</p>
${detailsTable(rows, { emphasised: 'Total' })}
${facts.notes ? `<p style="margin:16px 0 0;white-space:pre-line">${escapeHtml(facts.notes)}</p>` : ''}
<p style="margin:20px 0 0;font-size:13px;color:#56615c">The invoice is attached as a PDF.${contact ? ` Questions? Contact ${escapeHtml(facts.business.name)} on ${escapeHtml(contact)}.` : ''}</p>
</td></tr>
${cardFooter(`Sent with ${BRAND.name}`)}
`);
  return {
    to: facts.clientEmail,
    subject: `Invoice ${facts.number} from ${facts.business.name}: ${total}`,
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
