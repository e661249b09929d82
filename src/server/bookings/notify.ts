import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { bookingChangeMail } from '../mail/booking-change-emails';
import { bookingConfirmationMail } from '../mail/booking-emails';
import type { Mailer } from '../mail/mailer';
import { refundDueMail, refundSentMail } from '../mail/refund-emails';
import type { PaymentOutcome } from '../payments/fulfil-payment';
import { loadBookingView, type BookingViewRow } from './booking-view';

export interface NotifyDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * Mails the client about their booking (given the booking, or its id to read it). It runs after the
 * booking is safely stored and never undoes it: a mail server that is down costs a log line, not a
 * booking.
 */
function mailClient(
  deps: NotifyDeps,
  target: string | BookingViewRow,
  compose: (view: BookingViewRow, email: string) => Parameters<Mailer['send']>[0],
  what: string,
): Promise<void> {
  const bookingId = typeof target === 'string' ? target : target.booking.id;
  return (async () => {
    const view = typeof target === 'string' ? await loadBookingView(deps.db, target) : target;
    const email = view?.booking.customerEmail;
    if (!view || !email) return;
    await deps.mailer.send(compose(view, email));
  })().catch((err: unknown) => deps.logger.error({ err, bookingId }, `${what} mail failed`));
}

/** The client's confirmation with the .ics file. */
export function sendBookingConfirmation(
  deps: NotifyDeps,
  target: string | BookingViewRow,
): Promise<void> {
  return mailClient(
    deps,
    target,
    ({ booking, business, serviceName, staffName }, email) =>
      bookingConfirmationMail({
        ticketCode: booking.ticketCode,
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        date: booking.bookingDate,
        time: booking.bookingTime.slice(0, 5),
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        amountMinor: booking.totalAmountMinor,
        currency: booking.currency,
        customerName: booking.customerName,
        customerEmail: email,
        serviceName,
        staffName,
        businessName: business.name,
        businessAddress:
          [business.address, business.city].filter(Boolean).join(', ') || business.name,
        businessPhone: business.phone,
        bookingUrl: `${deps.publicUrl}/book/${business.id}`,
      }),
    'booking confirmation',
  );
}

/**
 * What a newly settled payment means for the client: a confirmation when it paid for the booking,
 * a refund notice when the money is owed back. A payment seen before announces nothing again.
 */
export function announcePaymentOutcome(deps: NotifyDeps, outcome: PaymentOutcome): void {
  if (outcome.status === 'paid' && outcome.isNew) {
    void sendBookingConfirmation(deps, outcome.bookingId);
  } else if (outcome.status === 'refund_due' && outcome.isNew) {
    void mailClient(
      deps,
      outcome.bookingId,
      ({ booking, business }, email) =>
        refundDueMail({
          reason: outcome.reason,
          ticketCode: booking.ticketCode,
          amountMinor: booking.totalAmountMinor,
          currency: booking.currency,
          customerName: booking.customerName,
          customerEmail: email,
          businessName: business.name,
          businessPhone: business.phone,
          bookingUrl: `${deps.publicUrl}/book/${business.id}`,
        }),
      'refund notice',
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
  return mailClient(
    deps,
    bookingId,
    ({ booking, business }, email) =>
      refundSentMail({
        ticketCode: booking.ticketCode,
        amountMinor,
        currency,
        customerName: booking.customerName,
        customerEmail: email,
        businessName: business.name,
        businessPhone: business.phone,
        bookingUrl: `${deps.publicUrl}/book/${business.id}`,
      }),
    'refund sent',
  );
}

/** Tells the client their booking was cancelled or moved by the business. */
export function sendBookingChange(
  deps: NotifyDeps,
  {
    bookingId,
    change,
    previous,
  }: {
    bookingId: string;
    change: 'cancelled' | 'moved';
    previous?: { date: string; time: string };
  },
): Promise<void> {
  return mailClient(
    deps,
    bookingId,
    ({ booking, business, serviceName, staffName }, email) =>
      bookingChangeMail({
        change,
        ticketCode: booking.ticketCode,
        customerName: booking.customerName,
        customerEmail: email,
        serviceName,
        businessName: business.name,
        businessPhone: business.phone,
        date: booking.bookingDate,
        time: booking.bookingTime.slice(0, 5),
        previousDate: previous?.date,
        previousTime: previous?.time,
        staffName,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        bookingUrl: `${deps.publicUrl}/book/${business.id}`,
      }),
    `booking ${change}`,
  );
}
