import { businessNotAvailable } from '../businesses/active-business';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REVIEW_LIMITS } from '@shared/reviews';
import type { Executor } from '../db/database';
import { bookings, reviews } from '../db/schema/bookings';
import { businesses } from '../db/schema/businesses';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { presentOwnerReview, presentPublicReview } from './presenter';

// keyset: the reviews after the last one of the page before, newest first
const after = (cursor: string | undefined): SQL | undefined =>
  cursor
    ? sql`(${reviews.createdAt}, ${reviews.id}) < (SELECT c.created_at, c.id FROM ${reviews} c WHERE c.id = ${cursor})`
    : undefined;

const NEWEST_FIRST = [desc(reviews.createdAt), desc(reviews.id)];

function paged<T extends { id: string }>(rows: T[], size: number) {
  const page = rows.slice(0, size);
  return { page, nextCursor: rows.length > size ? (page[page.length - 1]?.id ?? null) : null };
}

/** The public page's reviews: an active business's visible ones, newest first, a page at a time. */
export async function listPublicReviews(
  db: Executor,
  { businessId, cursor }: { businessId: string; cursor: string | undefined },
) {
  const [business] = await db
    .select({ averageRating: businesses.averageRating, totalReviews: businesses.totalReviews })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  if (!business) throw new ApiError(404, 'not_found', businessNotAvailable());
  const size = REVIEW_LIMITS.publicPage;
  const rows = await db
    .select({ review: reviews, source: bookings.source })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(and(eq(reviews.businessId, businessId), isNull(reviews.hiddenAt), after(cursor)))
    .orderBy(...NEWEST_FIRST)
    .limit(size + 1);
  const { page, nextCursor } = paged(
    rows.map((row) => ({ ...row.review, source: row.source })),
    size,
  );
  return {
    averageRating: business.averageRating,
    totalReviews: business.totalReviews,
    reviews: page.map(presentPublicReview),
    nextCursor,
  };
}

/** The owner's reviews, hidden ones too (marked), newest first. */
export async function listOwnerReviews(
  db: Executor,
  { businessId, cursor }: { businessId: string; cursor: string | undefined },
) {
  const size = REVIEW_LIMITS.ownerPage;
  const rows = await db
    .select({ review: reviews, source: bookings.source, serviceName: services.name })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(reviews.businessId, businessId), after(cursor)))
    .orderBy(...NEWEST_FIRST)
    .limit(size + 1);
  const flat = rows.map((row) => ({
    ...row.review,
    source: row.source,
    serviceName: row.serviceName,
  }));
  const { page, nextCursor } = paged(flat, size);
  return { reviews: page.map(presentOwnerReview), nextCursor };
}
