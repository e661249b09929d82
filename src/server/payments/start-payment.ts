import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentChannel } from '@shared/payments';
import { PAYMENT_REQUEST_MESSAGES, type StartedPayment } from '@shared/payment-request';
import type { Database, Executor } from '../db/database';
import type { BookingRow } from '../bookings/create-booking';
import { bookings } from '../db/schema/bookings';
import { businessPayouts, clientBusinessTransactions } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { paymentAnswers } from '../messages/payment-answers';
import { fulfilPayment } from './fulfil-payment';
import { PaystackError, PaystackUnavailableError } from './paystack/errors';
import type { PaymentInit, PaymentProvider } from './provider';
import { clientPaymentReference, splitPayment } from './references';

type Attempt = typeof clientBusinessTransactions.$inferSelect;

function refuseUnpayable(booking: BookingRow, now: Date): void {
  if (booking.paymentStatus === 'completed') {
    throw new ApiError(409, 'already_paid', paymentAnswers('alreadyPaid'));
  }
  if (
    booking.paymentStatus !== 'pending' ||
    booking.status === 'cancelled' ||
    !booking.holdExpiresAt
  ) {
    throw new ApiError(409, 'not_payable', paymentAnswers('notPayable'));
  }
  if (booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw new ApiError(409, 'hold_expired', paymentAnswers('holdExpired'));
  }
}

function openAttemptsOf(db: Executor, bookingId: string) {
  return db
    .select()
    .from(clientBusinessTransactions)
    .where(
      and(
        eq(clientBusinessTransactions.bookingId, bookingId),
        eq(clientBusinessTransactions.status, 'pending'),
      ),
    );
}

/**
 * The booking's open payment attempt on this channel, or a new one. The booking row is locked while
 * deciding, so attempts started at once (a double tap, two tabs, two server processes) all get the
 * same one, with the same reference: the provider refuses a reference it has seen, so nothing is
 * charged twice.
 */
async function claimAttempt(
  db: Database,
  {
    bookingId,
    providerId,
    channel,
    phone,
    now,
  }: {
    bookingId: string;
    providerId: string;
    channel: PaymentChannel;
    phone: string | null;
    now: Date;
  },
): Promise<{ attempt: Attempt; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    if (!booking) throw new ApiError(404, 'not_found', paymentAnswers('bookingNotFound'));
    refuseUnpayable(booking, now);
    // a prompt to another number is another attempt: the payer corrected a mistyped phone
    const open = (await openAttemptsOf(tx, bookingId)).find(
      (attempt) =>
        attempt.channel === channel && (channel !== 'mpesa' || attempt.clientPhone === phone),
    );
    if (open) return { attempt: open, isNew: false };
    const [created] = await tx
      .insert(clientBusinessTransactions)
      .values({
        businessId: booking.businessId,
        bookingId: booking.id,
        clientEmail: booking.customerEmail,
        clientPhone: phone ?? booking.customerPhone,
        amountMinor: booking.totalAmountMinor,
        ...splitPayment(booking.totalAmountMinor),
        currency: booking.currency,
        paymentReference: clientPaymentReference(now),
        provider: providerId,
        channel,
        status: 'pending',
      })
      .returning();
    if (!created) throw new Error('payment attempt not recorded');
    return { attempt: created, isNew: true };
  });
}

/** A provider that refused or did not answer: the client hears the spec's words; the hold stays. */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaystackUnavailableError || error instanceof PaystackError) {
      throw new ApiError(502, 'payment_unavailable', PAYMENT_REQUEST_MESSAGES.unavailable);
    }
    throw error;
  }
}

async function paymentInitOf(
  db: Database,
  {
    attempt,
    booking,
    publicUrl,
    businessName,
  }: { attempt: Attempt; booking: BookingRow; publicUrl: string; businessName: string },
): Promise<PaymentInit> {
  const [[service], [payouts]] = await Promise.all([
    db
      .select({ name: services.name })
      .from(services)
      .where(and(eq(services.id, booking.serviceId), eq(services.businessId, booking.businessId))),
    db
      .select({ subaccount: businessPayouts.paystackSubaccountCode })
      .from(businessPayouts)
      .where(eq(businessPayouts.businessId, booking.businessId)),
  ]);
  return {
    reference: attempt.paymentReference,
    amountMinor: attempt.amountMinor,
    currency: attempt.currency,
    email: booking.customerEmail ?? '',
    description: service
      ? paymentAnswers('description', { service: service.name, business: businessName })
      : paymentAnswers('descriptionNoService', { business: businessName }),
    callbackUrl: `${publicUrl}/book/${booking.businessId}?payment=${encodeURIComponent(attempt.paymentReference)}`,
    subaccount: payouts?.subaccount ?? null,
    platformFeeMinor: attempt.platformFeeMinor,
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
  };
}

/**
 * Starts paying for a held booking, or resumes the attempt already open for it on that channel: one
 * reference per open attempt, so pressing Pay again never makes a second charge. A new attempt
 * follows only once the last one has failed. The provider is asked outside the lock.
 */
export async function startBookingPayment(
  db: Database,
  {
    provider,
    booking,
    publicUrl,
    businessName,
    channel = 'card',
    phone = null,
    now = new Date(),
  }: {
    provider: PaymentProvider;
    booking: BookingRow;
    publicUrl: string;
    businessName: string;
    channel?: PaymentChannel;
    /** The M-Pesa number to prompt, +2547...; required for the mpesa channel. */
    phone?: string | null;
    now?: Date;
  },
): Promise<StartedPayment> {
  refuseUnpayable(booking, now);
  // open attempts the provider has already settled (paid, or declined) are settled here first
  for (const previous of await openAttemptsOf(db, booking.id)) {
    // unverifiable, an open attempt might be paid: no new one is started until it can be checked
    const outcome = await askProvider(() =>
      fulfilPayment(db, { provider, reference: previous.paymentReference, now }),
    );
    if (outcome.status === 'paid')
      throw new ApiError(409, 'already_paid', paymentAnswers('alreadyPaid'));
  }

  const { attempt, isNew } = await claimAttempt(db, {
    bookingId: booking.id,
    providerId: provider.id,
    channel,
    phone,
    now,
  });
  if (channel === 'card') {
    if (attempt.checkoutUrl) {
      return {
        method: 'card',
        reference: attempt.paymentReference,
        checkoutUrl: attempt.checkoutUrl,
      };
    }
    const init = await paymentInitOf(db, { attempt, booking, publicUrl, businessName });
    const { checkoutUrl } = await askProvider(() => provider.initialize(init));
    await db
      .update(clientBusinessTransactions)
      .set({ checkoutUrl })
      .where(
        and(
          eq(clientBusinessTransactions.id, attempt.id),
          isNull(clientBusinessTransactions.checkoutUrl),
        ),
      );
    return { method: 'card', reference: attempt.paymentReference, checkoutUrl };
  }

  // an M-Pesa prompt already sent for this attempt is not sent again: the payer is still answering it
  if (!isNew && attempt.checkoutUrl) {
    return {
      method: 'mpesa',
      reference: attempt.paymentReference,
      status: 'pending',
      displayText: null,
      testPromptUrl: attempt.checkoutUrl.startsWith('prompt:') ? null : attempt.checkoutUrl,
    };
  }
  const init = await paymentInitOf(db, { attempt, booking, publicUrl, businessName });
  const charge = await askProvider(() =>
    provider.chargeMobileMoney({
      ...init,
      phone: `+${(attempt.clientPhone ?? '').replace(/^\+/, '')}`,
    }),
  );
  // remembers that the prompt went out (and, with the test provider, where its stand-in page is)
  await db
    .update(clientBusinessTransactions)
    .set({ checkoutUrl: charge.testPromptUrl ?? `prompt:${attempt.paymentReference}` })
    .where(
      and(
        eq(clientBusinessTransactions.id, attempt.id),
        isNull(clientBusinessTransactions.checkoutUrl),
      ),
    );
  let status: 'pending' | 'paid' | 'failed' = 'pending';
  if (charge.status !== 'pending') {
    const outcome = await fulfilPayment(db, { provider, reference: attempt.paymentReference, now });
    status =
      outcome.status === 'paid' ? 'paid' : outcome.status === 'failed' ? 'failed' : 'pending';
  }
  return {
    method: 'mpesa',
    reference: attempt.paymentReference,
    status,
    displayText: charge.displayText,
    testPromptUrl: charge.testPromptUrl,
  };
}
