import { businessNotAvailable } from '../businesses/active-business';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { BookingRequestSchema } from '@shared/booking-request';
import { PaymentRequestSchema } from '@shared/payment-request';
import { toMpesaNumber } from '@shared/payouts';
import { parseLocalDate } from '@shared/local-time';
import { isUuid } from '@shared/uuid';
import { loadBookingView, presentPublicBooking } from '../bookings/booking-view';
import { createBooking } from '../bookings/create-booking';
import { enqueueBookingPush } from '../push/queue';
import { newBookingConfirmation } from '../bookings/confirmations';
import { handOverMessages } from '../bookings/notify';
import { announcePaymentOutcome } from '../bookings/payment-notices';
import type { Database } from '../db/database';
import { keptJson, publicCache } from '../http/caching';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf } from '../http/validation';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { fulfilPayment } from '../payments/fulfil-payment';
import type { PaymentProvider } from '../payments/provider';
import { isPaymentReference } from '../payments/references';
import { acceptsPayments } from '../payments/accepts-payments';
import { startBookingPayment } from '../payments/start-payment';
import { MAX_DAYS, type DayView } from '../bookings/availability';
import { businessOfPage } from './booking-links';
import { readAvailability, type PublicReads } from './page-cache';
import type { PublicPageView } from './presenter';
import { clientAnswers } from '../messages/client-answers';

export interface PublicDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  provider: PaymentProvider;
  publicUrl: string;
}

const AvailabilityQuery = z.object({
  serviceId: z.string().check(z.refine(isUuid, { error: () => clientAnswers('chooseService') })),
  staffId: z.optional(
    z.string().check(z.refine(isUuid, { error: () => clientAnswers('staffInvalid') })),
  ),
  date: z.string().check(
    z.refine((value) => parseLocalDate(value) !== null, {
      error: () => clientAnswers('chooseDate'),
    }),
  ),
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_DAYS))),
});

function businessIdOf(value: string): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', businessNotAvailable());
  return value;
}

async function bookingViewOr404(db: Database, bookingId: string) {
  const view = isUuid(bookingId) ? await loadBookingView(db, bookingId) : undefined;
  if (!view) throw new ApiError(404, 'not_found', clientAnswers('bookingNotFound'));
  return view;
}

/** What the public booking page calls: no account, no owner data. */
export function publicBookingRoutes(deps: PublicDeps, kept: PublicReads) {
  const { db, provider, publicUrl } = deps;
  return new Hono<AppEnv>()
    .use('/businesses/:businessId', publicCache('no-cache'))
    .get('/businesses/:businessId', async (c) => {
      // by id, or by the business's readable link (docs/decisions/0060)
      const page = await kept.pages.read(
        await businessOfPage(kept.links, c.req.param('businessId')),
      );
      return keptJson<PublicPageView>(c, page);
    })
    .use('/businesses/:businessId/availability', publicCache('no-cache'))
    .get('/businesses/:businessId/availability', queryOf(AvailabilityQuery), async (c) => {
      const businessId = businessIdOf(c.req.param('businessId'));
      const query = c.req.valid('query');
      const answer = await readAvailability(db, kept.availability, {
        businessId,
        serviceId: query.serviceId,
        staffId: query.staffId ?? null,
        date: query.date,
        days: query.days ?? 1,
      });
      return keptJson<{ days: DayView[] }>(c, answer);
    })
    .post('/businesses/:businessId/bookings', jsonBody(BookingRequestSchema), async (c) => {
      const businessId = businessIdOf(c.req.param('businessId'));
      const request = c.req.valid('json');
      const created = await createBooking(db, {
        businessId,
        request,
        acceptsPayments: await acceptsPayments(db, provider, businessId),
        confirmation: await newBookingConfirmation(deps),
      });
      const { view } = created;
      handOverMessages(deps, created.messageIds);
      if (!created.isReplay && created.hasDevices)
        enqueueBookingPush(deps, {
          businessId,
          bookingId: view.booking.id,
          event: 'created',
        });
      // a held booking is paid on the next step, by M-Pesa or card, through POST .../payment
      return c.json(
        { booking: presentPublicBooking(view), payment: null },
        created.isReplay ? 200 : 201,
      );
    })
    .get('/bookings/:bookingId', async (c) => {
      const view = await bookingViewOr404(db, c.req.param('bookingId'));
      c.header('Cache-Control', 'no-store');
      return c.json({ booking: presentPublicBooking(view) });
    })
    .post(
      '/bookings/:bookingId/payment',
      jsonBody(PaymentRequestSchema, { isOptional: true }),
      async (c) => {
        const view = await bookingViewOr404(db, c.req.param('bookingId'));
        const body = c.req.valid('json');
        const isMpesa = body.method === 'mpesa';
        const payment = await startBookingPayment(db, {
          provider,
          booking: view.booking,
          publicUrl,
          businessName: view.business.name,
          channel: isMpesa ? 'mpesa' : 'card',
          phone: isMpesa && body.phone ? toMpesaNumber(body.phone) : null,
        });
        if (payment.method === 'mpesa' && payment.status !== 'pending') {
          const outcome = await fulfilPayment(db, { provider, reference: payment.reference });
          announcePaymentOutcome(deps, outcome);
        }
        return c.json({ payment });
      },
    )
    .get('/payments/:reference', async (c) => {
      const reference = c.req.param('reference');
      const outcome = isPaymentReference(reference)
        ? await fulfilPayment(db, { provider, reference })
        : ({ status: 'unknown' } as const);
      if (outcome.status === 'unknown')
        throw new ApiError(404, 'not_found', clientAnswers('paymentNotFound'));
      announcePaymentOutcome(deps, outcome);
      const view = await bookingViewOr404(db, outcome.bookingId);
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: outcome.status,
        refundReason: outcome.status === 'refund_due' ? outcome.reason : null,
        booking: presentPublicBooking(view),
      });
    });
}
