import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { formatMoney } from '@shared/money';
import type { RefundReason } from '@shared/payments';
import { bookingMails as t } from '../messages/booking-mails';
import type { OutgoingMail } from './mailer';
import { emailCard, escapeHtml } from './layout';

export interface RefundMailFacts {
  reason: RefundReason;
  ticketCode: string;
  amountMinor: number;
  currency: string;
  customerName: string;
  customerEmail: string;
  businessName: string;
  businessPhone: string | null;
  bookingUrl: string;
}

/*
 * Written in the current language: the caller composes each in the payer's (docs/decisions/0071).
 */

/** Tells a payer that money we received for their booking will go back to them, and why. */
export function refundDueMail(facts: RefundMailFacts): OutgoingMail {
  const amount = formatMoney({ amountMinor: facts.amountMinor, currency: facts.currency });
  const words = { amount, ticket: facts.ticketCode, business: facts.businessName };
  const leads: Record<RefundReason, () => string> = {
    already_paid: () => t('refund.alreadyPaid', words),
    slot_taken: () => t('refund.slotTaken', words),
    cancelled: () => t('refund.cancelled', words),
  };
  const lead = leads[facts.reason]();
  return refundMail(facts, lead, t('refund.dueSubject', { ticket: facts.ticketCode }));
}

/** Tells a payer that their refund has been sent back to the card or phone they paid with. */
export function refundSentMail(facts: Omit<RefundMailFacts, 'reason'>): OutgoingMail {
  const amount = formatMoney({ amountMinor: facts.amountMinor, currency: facts.currency });
  const lead = t('refund.sent', { amount, ticket: facts.ticketCode, business: facts.businessName });
  return refundMail(facts, lead, t('refund.sentSubject', { ticket: facts.ticketCode }));
}

function refundMail(
  facts: Omit<RefundMailFacts, 'reason'>,
  lead: string,
  subject: string,
): OutgoingMail {
  const contact = facts.businessPhone
    ? t('questionsCall', { business: facts.businessName, phone: formatPhone(facts.businessPhone) })
    : t('refund.questionsWrite', { email: BRAND.supportEmail });
  const hello = t('hello', { name: facts.customerName });
  const text = [hello, '', lead, '', contact, '', `${BRAND.name} · ${facts.bookingUrl}`].join('\n');
  const html = emailCard(`<tr><td style="padding:28px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:0;font-size:13px;color:#56615c">${escapeHtml(contact)}</p>
</td></tr>`);
  return {
    to: facts.customerEmail,
    subject,
    text,
    html,
    link: facts.bookingUrl,
  };
}
