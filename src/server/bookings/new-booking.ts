import { eq } from 'drizzle-orm';
import { PAYMENT_HOLD_MINUTES } from '@shared/bookings';
import { currentLocale } from '@shared/i18n/current-locale';
import { generateTicketCode } from '@shared/ticket-code';
import type { Tx } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { bookingContextOf } from '../messaging/booking-messages';
import type { RecordedMessage } from '../messaging/queue';
import { insertBooking, type NewBooking } from './booking-write';
import { viewOf, type CheckedRequest } from './checked-request';
import { findOrCreateClient } from './clients';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Writes the booking with its client record and its confirmation messages. The owner names a client
 * or none (a new record); the public's is the one found by phone or e-mail, or a new one.
 */
export async function writeBookingAndClient(
  tx: Tx,
  checked: CheckedRequest,
  foundClientId: string | null,
): Promise<{ booking: BookingRow; messageIds: string[] }> {
  const clientId = checked.owner ? checked.owner.clientId : foundClientId;
  const written = await insertBooking(tx, {
    booking: newBooking(checked, clientId),
    makesClient: clientId === null,
    messages: (stored) => confirmationMessages(checked, stored),
    now: checked.now,
  });
  const booking =
    clientId === null && written.booking.clientId === null
      ? await attachClient(tx, written.booking, checked.customer)
      : written.booking;
  return { booking, messageIds: written.messageIds };
}

/** The booking's row: pending while a payment or the owner's confirmation is awaited. */
function newBooking(checked: CheckedRequest, clientId: string | null): NewBooking {
  const { request, owner, service, customer, requiresPayment, now } = checked;
  const isAwaited = !owner && (requiresPayment || !checked.context.settings.autoConfirmBookings);
  // a waitlist offer holds its place until its client takes it, paying or not
  const offerMinutes = checked.offerHoldMinutes;
  const holdMinutes = offerMinutes ?? (requiresPayment ? PAYMENT_HOLD_MINUTES : null);
  return {
    businessId: checked.businessId,
    serviceId: service.id,
    clientId,
    staffId: request.staffId ?? null,
    bookingDate: request.date,
    bookingTime: request.time,
    startsAt: checked.startsAt,
    endsAt: checked.endsAt,
    status: isAwaited || offerMinutes !== null ? 'pending' : 'confirmed',
    holdExpiresAt: holdMinutes === null ? null : new Date(now.getTime() + holdMinutes * 60_000),
    totalAmountMinor: service.priceMinor,
    currency: service.currency,
    notes: request.notes || null,
    ticketCode: generateTicketCode(),
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    idempotencyKey: request.idempotencyKey,
    source: checked.source,
    locale: currentLocale(),
  };
}

/** The confirmation recorded with a booking that needs no payment first; none for a held one. */
function confirmationMessages(checked: CheckedRequest, stored: BookingRow): RecordedMessage[] {
  if (!checked.confirmation || checked.requiresPayment || checked.offerHoldMinutes !== null) {
    return [];
  }
  const { settings, ownerAccountEmail, ownerLocale } = checked.context;
  return checked.confirmation(
    bookingContextOf(
      viewOf(checked, stored),
      settings.notificationPreferences,
      ownerAccountEmail,
      ownerLocale,
    ),
  );
}

/**
 * The client record another booking of the same person made while this one was being written (so
 * this one could not make it), attached to the booking.
 */
async function attachClient(
  tx: Tx,
  booking: BookingRow,
  customer: CheckedRequest['customer'],
): Promise<BookingRow> {
  const clientId = await findOrCreateClient(tx, { businessId: booking.businessId, ...customer });
  const [attached] = await tx
    .update(bookings)
    .set({ clientId })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!attached) throw new Error('booking vanished while its client was attached');
  return attached;
}
