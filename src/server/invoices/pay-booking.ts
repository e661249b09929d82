import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { bookings } from '../db/schema/bookings';

/** What paying an invoice did to its booking, for the invoice's audit record. */
export interface BookingPaidByInvoice {
  bookingId: string;
  amountMinor: { before: number; after: number };
}

/**
 * A paid invoice pays the booking it was made from, as money at the counter does: the booking shows
 * as paid, with the invoice's total as its amount (what the client was billed and paid; the same
 * currency, since an invoice takes its booking's), and the dashboard counts it from there. Only a
 * booking still waiting for its money: one paid already (online or at the counter) stays as it was
 * paid, so its money is counted once, and a cancelled one or one with money owed back is not
 * brought back by an invoice (docs/decisions/0059). Locked after the invoice, as nothing locks a
 * booking before its invoice.
 */
export async function payInvoicedBooking(
  tx: Tx,
  {
    businessId,
    bookingId,
    totalMinor,
    now,
  }: { businessId: string; bookingId: string; totalMinor: number; now: Date },
): Promise<BookingPaidByInvoice | null> {
  const [booking] = await tx
    .select({
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      amountMinor: bookings.totalAmountMinor,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)))
    .for('update');
  if (!booking || booking.status === 'cancelled' || booking.paymentStatus !== 'pending') {
    return null;
  }
  await tx
    .update(bookings)
    .set({
      paymentStatus: 'completed',
      paidAt: now,
      // the online hold no longer waits for a checkout: the booking is paid
      holdExpiresAt: null,
      totalAmountMinor: totalMinor,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, bookingId));
  return { bookingId, amountMinor: { before: booking.amountMinor, after: totalMinor } };
}
