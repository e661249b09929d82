import { and, eq, sql } from 'drizzle-orm';
import { countsTowardRating } from '@shared/review-rating';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewInput } from '@shared/reviews';
import { bookingLinkKey, readBookingToken } from '../booking-links/token';
import type { Database, Executor } from '../db/database';
import { bookings, reviews } from '../db/schema/bookings';
import { businesses } from '../db/schema/businesses';
import { clientBusinessTransactions } from '../db/schema/payments';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { presentOwnReview, type ReviewRow } from './presenter';

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new ApiError(404, 'not_found', REVIEW_MESSAGES.linkNotFound);

/** The booking a review link opens, or a 404 for any token this server did not sign. */
async function bookingIdOf(db: Database, token: string): Promise<string> {
  const bookingId = readBookingToken(await bookingLinkKey(db), token);
  if (!bookingId) throw notFound();
  return bookingId;
}

async function loadBooking(db: Executor, bookingId: string, lock: boolean) {
  const query = db
    .select({
      id: bookings.id,
      businessId: bookings.businessId,
      status: bookings.status,
      customerName: bookings.customerName,
      date: bookings.bookingDate,
      time: bookings.bookingTime,
      serviceName: services.name,
      businessName: businesses.name,
      source: bookings.source,
      // paid through Miadi: an online payment the provider verified (one per booking at most)
      isPaidThroughMiadi: sql<boolean>`EXISTS (
        SELECT 1 FROM ${clientBusinessTransactions}
        WHERE ${and(
          eq(clientBusinessTransactions.bookingId, bookings.id),
          eq(clientBusinessTransactions.status, 'completed'),
        )})`,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(eq(bookings.id, bookingId));
  // the booking row is the lock: two requests for one booking take turns, so they never make two
  const [row] = lock ? await query.for('no key update', { of: bookings }) : await query;
  if (!row) throw notFound();
  return row;
}

async function reviewOf(db: Executor, bookingId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return row;
}

const editableUntil = (review: ReviewRow) =>
  new Date(review.createdAt.getTime() + REVIEW_LIMITS.editDays * DAY_MS);

/** Why the review cannot be written or changed now, or null when it can. */
function closedReason(
  booking: { status: string },
  review: ReviewRow | undefined,
  now: Date,
): keyof typeof REVIEW_MESSAGES | null {
  if (booking.status !== 'completed') return 'notCompleted';
  if (!review) return null;
  if (review.hiddenAt) return 'hidden';
  if (now >= editableUntil(review)) return 'editClosed';
  return null;
}

function present(
  booking: Awaited<ReturnType<typeof loadBooking>>,
  review: ReviewRow | undefined,
  now: Date,
) {
  const reason = closedReason(booking, review, now);
  return {
    booking: {
      businessId: booking.businessId,
      businessName: booking.businessName,
      serviceName: booking.serviceName,
      date: booking.date,
      time: booking.time.slice(0, 5),
      status: booking.status,
      customerName: booking.customerName,
    },
    review: review ? presentOwnReview(review) : null,
    canWrite: reason === null,
    closedMessage: reason ? REVIEW_MESSAGES[reason] : null,
    editableUntil: review ? editableUntil(review).toISOString() : null,
  };
}

/** GET: the booking the link is for, the client's review if written, and whether it can be. */
export async function readReviewLink(db: Database, { token, now }: { token: string; now: Date }) {
  const bookingId = await bookingIdOf(db, token);
  const booking = await loadBooking(db, bookingId, false);
  return present(booking, await reviewOf(db, bookingId), now);
}

/**
 * PUT: writes the client's one review of a completed booking, or changes it within the edit window.
 * Whether it counts toward the rating is decided by the shared rule at each write; the rating and
 * count on the business follow by the reviews_rating trigger (migrations 0019 and 0025).
 */
export async function saveReview(
  db: Database,
  { token, input, now }: { token: string; input: ReviewInput; now: Date },
) {
  const bookingId = await bookingIdOf(db, token);
  const comment = input.comment ? input.comment : null;
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, true);
    const existing = await reviewOf(tx, bookingId);
    const reason = closedReason(booking, existing, now);
    if (reason)
      throw new ApiError(
        409,
        reason === 'notCompleted' ? 'not_completed' : 'review_closed',
        REVIEW_MESSAGES[reason],
      );
    const counts = countsTowardRating(booking);
    if (existing) {
      await tx
        .update(reviews)
        .set({
          rating: input.rating,
          comment,
          countsTowardRating: counts,
          updatedAt: sql`now()`,
        })
        .where(eq(reviews.id, existing.id));
    } else {
      await tx
        .insert(reviews)
        .values({
          businessId: booking.businessId,
          bookingId,
          rating: input.rating,
          comment,
          customerName: booking.customerName,
          countsTowardRating: counts,
        })
        // the unique index stands behind the lock: a second insert can only ever do nothing
        .onConflictDoNothing({ target: reviews.bookingId });
    }
    return { ...present(booking, await reviewOf(tx, bookingId), now), isNew: !existing };
  });
}
