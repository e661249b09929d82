import { formatPhone } from '@shared/phone';
import { BRAND } from '@shared/brand';
import { formatMoney } from '@shared/money';
import type { RefundReason } from '@shared/payments';
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

/** Tells a payer that money we received for their booking will go back to them, and why. */
export function refundDueMail(facts: RefundMailFacts): OutgoingMail {
  const amount = formatMoney({ amountMinor: facts.amountMinor, currency: facts.currency });
  const leads: Record<RefundReason, string> = {
    already_paid: `We received a second payment of ${amount} for your booking ${facts.ticketCode} at ${facts.businessName}, which was already paid. Your booking is unchanged; the second payment will be refunded to you.`,
    slot_taken: `Your payment of ${amount} for booking ${facts.ticketCode} at ${facts.businessName} arrived after the time held for you had run out and the place was taken. It will be refunded to you.`,
    cancelled: `Your payment of ${amount} for booking ${facts.ticketCode} at ${facts.businessName} arrived after the booking had been cancelled. The booking stays cancelled, and the payment will be refunded to you.`,
  };
  const lead = leads[facts.reason];
  return refundMail(facts, lead, `Refund on its way: booking ${facts.ticketCode}`);
}

/** Tells a payer that their refund has been sent back to the card or phone they paid with. */
export function refundSentMail(facts: Omit<RefundMailFacts, 'reason'>): OutgoingMail {
  const amount = formatMoney({ amountMinor: facts.amountMinor, currency: facts.currency });
  const lead = `${facts.businessName} has refunded your payment of ${amount} for booking ${facts.ticketCode}. It goes back to the M-Pesa number or card you paid with: M-Pesa usually within a day, a card within 5 to 10 working days, depending on your bank.`;
  return refundMail(facts, lead, `Refund sent: booking ${facts.ticketCode}`);
}

function refundMail(
  facts: Omit<RefundMailFacts, 'reason'>,
  lead: string,
  subject: string,
): OutgoingMail {
  const contact = facts.businessPhone
    ? `Questions? Call ${facts.businessName} on ${formatPhone(facts.businessPhone)}.`
    : `Questions? Write to ${BRAND.supportEmail}.`;
  const text = [
    `Hello ${facts.customerName},`,
    '',
    lead,
    '',
    contact,
    '',
    `${BRAND.name} · ${facts.bookingUrl}`,
  ].join('\n');
  const html = emailCard(`<tr><td style="padding:28px;font-size:15px;line-height:1.6">
<p style="margin:0 0 12px">Hello ${escapeHtml(facts.customerName)},</p>
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
