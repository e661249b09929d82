import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import type { BookingRow } from '../bookings/create-booking';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { fulfilPayment } from './fulfil-payment';
import type { PaymentProvider } from './provider';
import { clientPaymentReference, splitPayment } from './references';

type Attempt = typeof clientBusinessTransactions.$inferSelect;

function refuseUnpayable(booking: BookingRow, now: Date): void {
  if (booking.paymentStatus === 'completed') {
    throw new ApiError(409, 'already_paid', 'This booking is already paid.');
  }
  if (
    booking.paymentStatus !== 'pending' ||
    booking.status === 'cancelled' ||
    !booking.holdExpiresAt
  ) {
    throw new ApiError(409, 'not_payable', 'This booking cannot be paid now.');
  }
  if (booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw new ApiError(
      409,
      'hold_expired',
      'The time held for this booking has run out. Please book again.',
    );
  }
}

function openAttemptOf(db: Executor, bookingId: string) {
  return db
    .select()
    .from(clientBusinessTransactions)
    .where(
      and(
        eq(clientBusinessTransactions.bookingId, bookingId),
        eq(clientBusinessTransactions.status, 'pending'),
      ),
    )
    .limit(1);
}

/**
 * The booking's open payment attempt, or a new one. The booking row is locked while deciding, so
 * attempts started at once (a double tap, two tabs, two server processes) all get the same one.
 */
async function claimAttempt(
  db: Database,
  { bookingId, providerId, now }: { bookingId: string; providerId: string; now: Date },
): Promise<Attempt> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new ApiError(404, 'not_found', 'Booking not found.');
    refuseUnpayable(booking, now);
    const [open] = await openAttemptOf(tx, bookingId);
    if (open) return open;
    const [created] = await tx
      .insert(clientBusinessTransactions)
      .values({
        businessId: booking.businessId,
        bookingId: booking.id,
        clientEmail: booking.customerEmail,
        clientPhone: booking.customerPhone,
        amountMinor: booking.totalAmountMinor,
        ...splitPayment(booking.totalAmountMinor),
        currency: booking.currency,
        paymentReference: clientPaymentReference(now),
        provider: providerId,
        status: 'pending',
      })
      .returning();
    if (!created) throw new Error('payment attempt not recorded');
    return created;
  });
}

/**
 * Starts paying for a held booking, or resumes the attempt already open for it: at most one attempt
 * is open per booking, with one reference, so pressing Pay again never makes a second charge. A new
 * attempt follows only once the last one has failed. The provider is asked for its checkout page
 * outside the lock; it answers the same page for the same reference.
 */
export async function startBookingPayment(
  db: Database,
  {
    provider,
    booking,
    publicUrl,
    businessName,
    now = new Date(),
  }: {
    provider: PaymentProvider;
    booking: BookingRow;
    publicUrl: string;
    businessName: string;
    now?: Date;
  },
): Promise<{ reference: string; checkoutUrl: string }> {
  refuseUnpayable(booking, now);
  // an open attempt the provider has already settled (paid, or declined) is settled here first
  const [previous] = await openAttemptOf(db, booking.id);
  if (previous) await fulfilPayment(db, { provider, reference: previous.paymentReference, now });

  const attempt = await claimAttempt(db, { bookingId: booking.id, providerId: provider.id, now });
  if (attempt.checkoutUrl) {
    return { reference: attempt.paymentReference, checkoutUrl: attempt.checkoutUrl };
  }
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(and(eq(services.id, booking.serviceId), eq(services.businessId, booking.businessId)));
  const { checkoutUrl } = await provider.initialize({
    reference: attempt.paymentReference,
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
    email: booking.customerEmail ?? '',
    description: `${service?.name ?? 'Booking'} at ${businessName}`,
    callbackUrl: `${publicUrl}/book/${booking.businessId}?payment=${encodeURIComponent(attempt.paymentReference)}`,
    metadata: {
      payment_type: 'client_to_business',
      business_id: booking.businessId,
      booking_id: booking.id,
      business_name: businessName,
      service_id: booking.serviceId,
      service_name: service?.name ?? null,
      staff_id: booking.staffId,
      appointment_date: booking.bookingDate,
      appointment_time: booking.bookingTime.slice(0, 5),
      customer_name: booking.customerName,
      customer_phone: booking.customerPhone,
    },
  });
  await db
    .update(clientBusinessTransactions)
    .set({ checkoutUrl })
    .where(
      and(
        eq(clientBusinessTransactions.id, attempt.id),
        isNull(clientBusinessTransactions.checkoutUrl),
      ),
    );
  return { reference: attempt.paymentReference, checkoutUrl };
}
