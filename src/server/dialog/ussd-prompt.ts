import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { toMpesaNumber } from '@shared/payouts';
import { loadBookingView } from '../bookings/booking-view';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions } from '../db/schema/payments';
import { ApiError } from '../http/errors';
import { startBookingPayment } from '../payments/start-payment';
import type { PublicDeps } from '../public-booking/routes';

type PromptDeps = Pick<PublicDeps, 'db' | 'provider' | 'publicUrl' | 'logger'>;

/**
 * How long after a USSD session ends its M-Pesa prompt is sent (docs/decisions/0074): a phone
 * shows no prompt while a USSD session is open on it, and the session closes once its END answer
 * has reached the phone.
 */
export const USSD_PROMPT_DELAY_MS = 2_500;

/** A booking made by USSD waits this long for its prompt before the minute job sends it. */
const LEFT_AFTER_MS = 30_000;

/** Sends the M-Pesa prompt for a booking to a phone; false when it could not be sent. */
export async function promptBookingPayment(
  deps: PromptDeps,
  bookingId: string,
  phone: string,
): Promise<boolean> {
  const view = await loadBookingView(deps.db, bookingId);
  if (!view) return false;
  try {
    const payment = await startBookingPayment(deps.db, {
      provider: deps.provider,
      booking: view.booking,
      publicUrl: deps.publicUrl,
      businessName: view.business.name,
      channel: 'mpesa',
      phone: toMpesaNumber(phone),
    });
    return payment.method === 'mpesa';
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** Prompts waiting for their session to close, and those being sent; shutdown sends and waits. */
const waiting = new Map<ReturnType<typeof setTimeout>, () => void>();
const sending = new Set<Promise<void>>();

function send(deps: PromptDeps, bookingId: string, phone: string): void {
  const sent = promptBookingPayment(deps, bookingId, phone)
    .then((isSent) => {
      // the client has the booking's link in the SMS, and pays there
      if (!isSent) deps.logger.warn({ bookingId }, 'USSD booking: M-Pesa prompt not sent');
    })
    .catch((err: unknown) =>
      deps.logger.error({ err, bookingId }, 'USSD booking: M-Pesa prompt failed'),
    );
  sending.add(sent);
  void sent.finally(() => sending.delete(sent));
}

/** The M-Pesa prompt for a booking a USSD session just made, sent once the session has closed. */
export function promptAfterSession(deps: PromptDeps, bookingId: string, phone: string): void {
  const fire = () => {
    waiting.delete(timer);
    send(deps, bookingId, phone);
  };
  const timer = setTimeout(fire, USSD_PROMPT_DELAY_MS);
  timer.unref();
  waiting.set(timer, fire);
}

/** Sends the prompts still waiting now, and resolves once every prompt begun is sent or logged. */
export async function ussdPromptsSent(): Promise<void> {
  for (const [timer, fire] of [...waiting]) {
    clearTimeout(timer);
    fire();
  }
  while (sending.size) await Promise.allSettled([...sending]);
}

/**
 * Bookings a USSD session made whose prompt a stopped process never sent: still held, with no
 * payment attempt at all, made more than half a minute ago. Prompted now; answers how many.
 */
export async function promptLeftUssdBookings(deps: PromptDeps, now = new Date()): Promise<number> {
  const left = await deps.db
    .select({ id: bookings.id, phone: bookings.customerPhone })
    .from(bookings)
    .where(
      and(
        gt(bookings.holdExpiresAt, now),
        eq(bookings.source, 'ussd'),
        eq(bookings.status, 'pending'),
        lt(bookings.createdAt, new Date(now.getTime() - LEFT_AFTER_MS)),
        sql`NOT EXISTS (SELECT 1 FROM ${clientBusinessTransactions} WHERE ${clientBusinessTransactions.bookingId} = ${bookings.id})`,
      ),
    );
  let sent = 0;
  for (const booking of left) {
    if (await promptBookingPayment(deps, booking.id, booking.phone)) sent += 1;
  }
  return sent;
}
