import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import type { NotifyDeps } from '../bookings/notify';
import { sendRefundSent } from '../bookings/payment-notices';
import { requireBusiness } from '../businesses/scope';
import { bookings } from '../db/schema/bookings';
import { clientBusinessTransactions } from '../db/schema/payments';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { paymentAnswers } from '../messages/payment-answers';
import type { PaymentProvider } from './provider';
import { refundPayment } from './refund-payment';

type Deps = NotifyDeps & { auth: Auth; provider: PaymentProvider };

/** Refunds a payment of the owner's business and tells the client; another business's is not found. */
async function refundAndTell(deps: Deps, businessId: string, transactionId: string) {
  const refunded = await refundPayment(deps.db, {
    provider: deps.provider,
    businessId,
    transactionId,
    logger: deps.logger,
  });
  if (refunded.bookingId) {
    void sendRefundSent(deps, {
      bookingId: refunded.bookingId,
      amountMinor: refunded.amountMinor,
      currency: refunded.currency,
    });
  }
  return { transaction: { id: refunded.id, status: refunded.status } };
}

function idOf(value: string | undefined, message: string): string {
  if (!value || !isUuid(value)) throw new ApiError(404, 'not_found', message);
  return value;
}

/** POST /api/business/payments/:transactionId/refund: Earnings' Refund button. */
export function ownerPaymentRoutes(deps: Deps) {
  const session = requireSession(deps.auth);
  const owned = requireBusiness(deps.db);
  return new Hono<AppEnv>().post('/:transactionId/refund', session, owned, async (c) =>
    c.json(
      await refundAndTell(
        deps,
        c.var.business.id,
        idOf(c.req.param('transactionId'), paymentAnswers('refund.notFound')),
      ),
    ),
  );
}

/** POST /api/bookings/:bookingId/refund: the booking's Refund button, for the money owed on it. */
export function bookingRefundRoute(deps: Deps) {
  const session = requireSession(deps.auth);
  const owned = requireBusiness(deps.db);
  return new Hono<AppEnv>().post('/:bookingId/refund', session, owned, async (c) => {
    const businessId = c.var.business.id;
    const bookingId = idOf(c.req.param('bookingId'), paymentAnswers('bookingNotFound'));
    const [booking] = await deps.db
      .select({ owedId: clientBusinessTransactions.id })
      .from(bookings)
      .leftJoin(
        clientBusinessTransactions,
        and(
          eq(clientBusinessTransactions.bookingId, bookings.id),
          eq(clientBusinessTransactions.status, 'refund_due'),
        ),
      )
      .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)))
      .limit(1);
    // another business's booking is not found, never 'nothing to refund'
    if (!booking) throw new ApiError(404, 'not_found', paymentAnswers('bookingNotFound'));
    if (!booking.owedId) throw new ApiError(409, 'not_refundable', paymentAnswers('refund.notDue'));
    return c.json(await refundAndTell(deps, businessId, booking.owedId));
  });
}
