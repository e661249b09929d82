import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { BookingRow } from '../bookings/create-booking';
import { clientBusinessTransactions } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import type { PaymentProvider } from './provider';
import { clientPaymentReference, splitPayment } from './references';

/**
 * Starts paying for a held booking: records the attempt (status pending, our reference, the 95/5
 * split) and asks the provider for its checkout page. Each attempt has its own reference, so a
 * failed or abandoned attempt can be followed by another while the hold lasts.
 */
export async function startBookingPayment(
  db: Database,
  {
    provider,
    booking,
    publicUrl,
    businessName,
  }: { provider: PaymentProvider; booking: BookingRow; publicUrl: string; businessName: string },
): Promise<{ reference: string; checkoutUrl: string }> {
  if (
    booking.paymentStatus !== 'pending' ||
    booking.status === 'cancelled' ||
    !booking.holdExpiresAt
  ) {
    throw new ApiError(409, 'not_payable', 'This booking cannot be paid now.');
  }
  if (booking.holdExpiresAt.getTime() <= Date.now()) {
    throw new ApiError(
      409,
      'hold_expired',
      'The time held for this booking has run out. Please book again.',
    );
  }
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(and(eq(services.id, booking.serviceId), eq(services.businessId, booking.businessId)));
  const reference = clientPaymentReference();
  await db.insert(clientBusinessTransactions).values({
    businessId: booking.businessId,
    bookingId: booking.id,
    clientEmail: booking.customerEmail,
    clientPhone: booking.customerPhone,
    amountMinor: booking.totalAmountMinor,
    ...splitPayment(booking.totalAmountMinor),
    currency: booking.currency,
    paymentReference: reference,
    provider: provider.id,
    status: 'pending',
  });
  const { checkoutUrl } = await provider.initialize({
    reference,
    amountMinor: booking.totalAmountMinor,
    currency: booking.currency,
    email: booking.customerEmail ?? '',
    description: `${service?.name ?? 'Booking'} at ${businessName}`,
    callbackUrl: `${publicUrl}/book/${booking.businessId}?payment=${encodeURIComponent(reference)}`,
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
  return { reference, checkoutUrl };
}
