import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { bookingConfirmationMail } from '../mail/booking-emails';
import type { Mailer } from '../mail/mailer';
import { loadBookingView, type BookingViewRow } from './booking-view';

/**
 * Mails the client their confirmation with the .ics file (given the booking, or its id to read it). It runs after the booking is safely stored
 * and never undoes it: a mail server that is down costs a log line, not a booking.
 */
export function sendBookingConfirmation(
  deps: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string },
  target: string | BookingViewRow,
): Promise<void> {
  const bookingId = typeof target === 'string' ? target : target.booking.id;
  return (async () => {
    const view = typeof target === 'string' ? await loadBookingView(deps.db, target) : target;
    const email = view?.booking.customerEmail;
    if (!view || !email) return;
    const { booking, business } = view;
    await deps.mailer.send(
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
        serviceName: view.serviceName,
        staffName: view.staffName,
        businessName: business.name,
        businessAddress:
          [business.address, business.city].filter(Boolean).join(', ') || business.name,
        businessPhone: business.phone,
        bookingUrl: `${deps.publicUrl}/book/${business.id}`,
      }),
    );
  })().catch((err: unknown) =>
    deps.logger.error({ err, bookingId }, 'booking confirmation mail failed'),
  );
}
