import { and, asc, count, desc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@shared/reviews';
import { recordAdminAction, type Actor } from '../audit/admin-actions';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { bookings, reviews } from '../db/schema/bookings';
import { businesses } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { auditedFields, presentPublicReview, reportStateOf } from './presenter';

// reported and not yet decided (the partial index reviews_reported_idx)
const WAITING = and(isNotNull(reviews.reportedAt), isNull(reviews.moderatedAt));
// left out of the rating: a desk booking's, not paid through Miadi (the partial index reviews_uncounted_idx)
const UNCOUNTED = not(reviews.countsTowardRating);

/** Reviews across every business for the admins: whose, where the booking came from, the report. */
async function adminReviewList(db: Database, where: SQL | undefined, order: SQL[]) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        review: reviews,
        source: bookings.source,
        businessName: businesses.name,
        ownerEmail: users.email,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(where)
      .orderBy(...order)
      .limit(REVIEW_LIMITS.reportedShown),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return {
    reviews: rows.map(({ review, source, businessName, ownerEmail }) => ({
      ...presentPublicReview({ ...review, source }),
      customerName: review.customerName,
      businessId: review.businessId,
      businessName,
      ownerEmail,
      reportedAt: review.reportedAt?.toISOString() ?? null,
      reportReason: review.reportReason,
      reportState: reportStateOf(review),
    })),
    total: counted?.total ?? 0,
  };
}

/** Reported reviews waiting for a decision, the oldest report first. */
export function listReportedReviews(db: Database) {
  return adminReviewList(db, WAITING, [asc(reviews.reportedAt), asc(reviews.id)]);
}

/** The reviews the rating leaves out (desk bookings not paid through Miadi), the newest first. */
export function listUncountedReviews(db: Database) {
  return adminReviewList(db, UNCOUNTED, [desc(reviews.createdAt), desc(reviews.id)]);
}

/**
 * Decides a report: 'hide' takes the review off the public page and out of the average (the
 * reviews_rating trigger recounts), 'keep' dismisses the report. Recorded in audit_log in the
 * same transaction.
 */
export async function decideReport(
  db: Database,
  { reviewId, decision, actor }: { reviewId: string; decision: 'hide' | 'keep'; actor: Actor },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), WAITING))
      .for('update');
    if (!before) throw new ApiError(404, 'not_found', REVIEW_MESSAGES.notWaiting);
    const [after] = await tx
      .update(reviews)
      .set({
        moderatedAt: sql`now()`,
        ...(decision === 'hide' ? { hiddenAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!after) throw new Error(`review ${reviewId} vanished while locked`);
    await recordAdminAction(tx, {
      action: decision === 'hide' ? 'REVIEW_HIDDEN' : 'REVIEW_KEPT',
      tableName: 'reviews',
      recordId: reviewId,
      actor,
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  return { ok: true as const };
}
