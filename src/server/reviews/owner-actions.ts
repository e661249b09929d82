import { and, eq, isNull, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@shared/reviews';
import { isUuid } from '@shared/uuid';
import type { Database } from '../db/database';
import { bookings, reviews } from '../db/schema/bookings';
import { ApiError } from '../http/errors';
import { presentOwnerReview, type ReviewRow } from './presenter';

export function reviewIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw new ApiError(404, 'not_found', REVIEW_MESSAGES.reviewNotFound);
  return value;
}

const notFound = () => new ApiError(404, 'not_found', REVIEW_MESSAGES.reviewNotFound);

// the owner's list shows the service too; after a change the row is answered without it
async function answer(db: Database, row: ReviewRow) {
  const [booking] = await db
    .select({ source: bookings.source })
    .from(bookings)
    .where(eq(bookings.id, row.bookingId));
  if (!booking) throw notFound();
  return { review: presentOwnerReview({ ...row, source: booking.source, serviceName: null }) };
}

/** Writes or replaces the owner's public reply; only ever on the owner's own business's review. */
export async function setOwnerReply(
  db: Database,
  { businessId, reviewId, reply }: { businessId: string; reviewId: string; reply: string | null },
) {
  const [row] = await db
    .update(reviews)
    .set({
      ownerReply: reply,
      ownerRepliedAt: reply === null ? null : sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId)))
    .returning();
  if (!row) throw notFound();
  return answer(db, row);
}

/** Sends the review to the admins with the owner's reason; a review is reported once. */
export async function reportReview(
  db: Database,
  { businessId, reviewId, reason }: { businessId: string; reviewId: string; reason: string },
) {
  const [row] = await db
    .update(reviews)
    .set({ reportedAt: sql`now()`, reportReason: reason, updatedAt: sql`now()` })
    .where(
      and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId), isNull(reviews.reportedAt)),
    )
    .returning();
  if (row) return answer(db, row);
  const [exists] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId)));
  if (!exists) throw notFound();
  throw new ApiError(409, 'already_reported', REVIEW_MESSAGES.alreadyReported);
}
