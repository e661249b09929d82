import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { WaitlistDeps } from '../waitlist/offers';
import * as z from 'zod/mini';
import {
  BookingStatusSchema,
  localDateField,
  OWNER_BOOKING_MESSAGES,
  OwnerBookingSchema,
  OwnerBookingsQuerySchema,
  RescheduleSchema,
} from '@shared/owner-bookings';
import { isUuid } from '@shared/uuid';
import type { Auth } from '../auth/better-auth';
import { requireSession } from '../auth/session';
import { availabilityFor } from '../bookings/availability';
import { newBookingConfirmation } from '../bookings/confirmations';
import { findOwnerBusiness } from '../businesses/operations';
import { requireBusiness } from '../businesses/scope';
import { businessSettings } from '../db/schema/businesses';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { ownerBookingsAnswers } from '../messages/owner-bookings-answers';
import { jsonBody, queryOf } from '../http/validation';
import { afterBookingCreated, afterBookingMoved, afterStatusChanged } from './after-effects';
import { createOwnerBooking } from './create';
import { listClientBookings, listOwnerBookings, loadOwnerBooking } from './list';
import { bookingBeingMoved, rescheduleBooking } from './reschedule';
import { changeBookingStatus, markPaidAtCounter } from './status';

const AvailabilityQuery = z.object({
  serviceId: z
    .string()
    .check(z.refine(isUuid, { error: () => ownerBookingsAnswers('chooseService') })),
  staffId: z.optional(
    z.string().check(z.refine(isUuid, { error: () => ownerBookingsAnswers('staffInvalid') })),
  ),
  date: localDateField,
  /** The booking being moved: its own place is free to it, as the move's check has it. */
  bookingId: z.optional(
    z.string().check(z.refine(isUuid, { error: () => ownerBookingsAnswers('bookingInvalid') })),
  ),
});

function bookingIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', OWNER_BOOKING_MESSAGES.notFound);
  return value;
}

/**
 * Booking management: the owner's list with its filters, status changes, moves and payments at the
 * counter, all within the session's business; and, for an account without a business, the client
 * view of its own bookings.
 */
export function ownerBookingRoutes({ auth, ...deps }: WaitlistDeps & { auth: Auth }) {
  const { db } = deps;
  const session = requireSession(auth);
  const owned = requireBusiness(db);
  const present = async (businessId: string, bookingId: string) => {
    const booking = await loadOwnerBooking(db, businessId, bookingId);
    if (!booking) throw new ApiError(404, 'not_found', OWNER_BOOKING_MESSAGES.notFound);
    return { booking };
  };
  return new Hono<AppEnv>()
    .get('/', session, queryOf(OwnerBookingsQuerySchema), async (c) => {
      const business = await findOwnerBusiness(db, c.var.user.id);
      if (!business) {
        return c.json({
          mode: 'client' as const,
          bookings: await listClientBookings(db, c.var.user.id),
        });
      }
      const [settings] = await db
        .select({ timezone: businessSettings.timezone })
        .from(businessSettings)
        .where(eq(businessSettings.businessId, business.id));
      const page = await listOwnerBookings(db, {
        businessId: business.id,
        timezone: settings?.timezone ?? 'Africa/Nairobi',
        query: c.req.valid('query'),
      });
      return c.json({ mode: 'owner' as const, ...page });
    })
    .get('/availability', session, owned, queryOf(AvailabilityQuery), async (c) => {
      const query = c.req.valid('query');
      const businessId = c.var.business.id;
      const moving = query.bookingId
        ? await bookingBeingMoved(db, businessId, query.bookingId)
        : undefined;
      const { days } = await availabilityFor(db, {
        businessId,
        serviceId: query.serviceId,
        staffId: query.staffId ?? null,
        date: query.date,
        days: 1,
        asOwner: true,
        moving,
      });
      return c.json({ days });
    })
    .post('/', session, owned, jsonBody(OwnerBookingSchema), async (c) => {
      const businessId = c.var.business.id;
      const created = await createOwnerBooking(db, {
        businessId,
        input: c.req.valid('json'),
        confirmation: await newBookingConfirmation(deps),
      });
      afterBookingCreated(deps, businessId, created);
      return c.json(await present(businessId, created.booking.id), created.isReplay ? 200 : 201);
    })
    .get('/:bookingId', session, owned, async (c) =>
      c.json(await present(c.var.business.id, bookingIdOf(c.req.param('bookingId')))),
    )
    .patch('/:bookingId/status', session, owned, jsonBody(BookingStatusSchema), async (c) => {
      const businessId = c.var.business.id;
      const changed = await changeBookingStatus(db, {
        businessId,
        bookingId: bookingIdOf(c.req.param('bookingId')),
        status: c.req.valid('json').status,
      });
      afterStatusChanged(deps, businessId, changed);
      return c.json(await present(businessId, changed.after.id));
    })
    .patch('/:bookingId', session, owned, jsonBody(RescheduleSchema), async (c) => {
      const businessId = c.var.business.id;
      const moved = await rescheduleBooking(db, {
        businessId,
        bookingId: bookingIdOf(c.req.param('bookingId')),
        input: c.req.valid('json'),
      });
      afterBookingMoved(deps, businessId, moved);
      return c.json(await present(businessId, moved.after.id));
    })
    .post('/:bookingId/payment', session, owned, async (c) => {
      const businessId = c.var.business.id;
      const paid = await markPaidAtCounter(db, {
        businessId,
        bookingId: bookingIdOf(c.req.param('bookingId')),
      });
      return c.json(await present(businessId, paid.id));
    });
}
