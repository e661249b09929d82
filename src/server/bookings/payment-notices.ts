import { businessPageUrl } from '@shared/booking-link';
import { tellChatPaidSoon } from '../dialog/whatsapp-chat';
import { refundDueMail, refundSentMail } from '../mail/refund-emails';
import { clientMessages, forClient } from '../messaging/booking-messages';
import type { PaymentOutcome } from '../payments/fulfil-payment';
import type { BookingViewRow } from './booking-view';
import { sendBookingConfirmation } from './confirmations';
import { MESSAGE_KINDS, notify, type NotifyDeps } from './notify';

/** What the client hears of their payment: its confirmation, or the money owed or sent back. */

/** The client's refund notices go by e-mail only, when they gave an address. */
function sendRefundMail(
  deps: NotifyDeps,
  bookingId: string,
  what: string,
  compose: (view: BookingViewRow, email: string) => ReturnType<typeof refundSentMail>,
): Promise<void> {
  return notify(deps, bookingId, what, (context) => {
    const email = context.view.booking.customerEmail;
    if (!email) return [];
    // in the language the client booked in, whoever's request or webhook settled the payment
    return forClient(context, () =>
      clientMessages(context, MESSAGE_KINDS.refund, { email: compose(context.view, email) }),
    );
  });
}

/**
 * What a newly settled payment means for the client: a confirmation when it paid for the booking,
 * a refund notice when the money is owed back. A payment seen before announces nothing again.
 */
export function announcePaymentOutcome(deps: NotifyDeps, outcome: PaymentOutcome): void {
  if (outcome.status === 'paid' && outcome.isNew) {
    void sendBookingConfirmation(deps, outcome.bookingId);
    // a chat waiting on this payment says it is paid
    tellChatPaidSoon(deps, outcome.bookingId);
  } else if (outcome.status === 'refund_due' && outcome.isNew) {
    void sendRefundMail(deps, outcome.bookingId, 'refund notice', ({ booking, business }, email) =>
      refundDueMail({
        reason: outcome.reason,
        ticketCode: booking.ticketCode,
        amountMinor: booking.totalAmountMinor,
        currency: booking.currency,
        customerName: booking.customerName,
        customerEmail: email,
        businessName: business.name,
        businessPhone: business.phone,
        bookingUrl: businessPageUrl(deps.publicUrl, business.subdomain),
      }),
    );
  }
}

/** Tells the client their money has been sent back (the payment's amount, which the booking names). */
export function sendRefundSent(
  deps: NotifyDeps,
  {
    bookingId,
    amountMinor,
    currency,
  }: { bookingId: string; amountMinor: number; currency: string },
): Promise<void> {
  return sendRefundMail(deps, bookingId, 'refund sent', ({ booking, business }, email) =>
    refundSentMail({
      ticketCode: booking.ticketCode,
      amountMinor,
      currency,
      customerName: booking.customerName,
      customerEmail: email,
      businessName: business.name,
      businessPhone: business.phone,
      bookingUrl: businessPageUrl(deps.publicUrl, business.subdomain),
    }),
  );
}
