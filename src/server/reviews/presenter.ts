import type { BookingSource } from '@shared/bookings';
import type { reviews } from '../db/schema/bookings';
import { clientAnswers } from '../messages/client-answers';

export type ReviewRow = typeof reviews.$inferSelect;
/** A review with the channel its booking came from, which every list shows beside it. */
export type SourcedReviewRow = ReviewRow & { source: BookingSource };

/** "Wanjiru K." for "Wanjiru Kamau": the public sees a first name and an initial, never a full name. */
export function publicName(customerName: string): string {
  const parts = customerName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? clientAnswers('reviewer');
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${Array.from(last)[0]?.toUpperCase() ?? ''}.` : first;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A review on the business's public page, with where its booking came from and whether it counts. */
export function presentPublicReview(row: SourcedReviewRow) {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    name: publicName(row.customerName),
    createdAt: row.createdAt.toISOString(),
    ownerReply: row.ownerReply,
    ownerRepliedAt: iso(row.ownerRepliedAt),
    source: row.source,
    countsTowardRating: row.countsTowardRating,
  };
}

/** Where a report stands: waiting for the admins, kept, or hidden. */
export function reportStateOf(row: ReviewRow): 'none' | 'waiting' | 'kept' | 'hidden' {
  if (row.hiddenAt) return 'hidden';
  if (!row.reportedAt) return 'none';
  return row.moderatedAt ? 'kept' : 'waiting';
}

/** A review in the owner's list: the client's name as booked, and the report's state. */
export function presentOwnerReview(row: SourcedReviewRow & { serviceName: string | null }) {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    customerName: row.customerName,
    serviceName: row.serviceName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ownerReply: row.ownerReply,
    ownerRepliedAt: iso(row.ownerRepliedAt),
    reportedAt: iso(row.reportedAt),
    reportReason: row.reportReason,
    reportState: reportStateOf(row),
    source: row.source,
    countsTowardRating: row.countsTowardRating,
  };
}

/** What a client sees of their own review through the link. */
export function presentOwnReview(row: ReviewRow) {
  return {
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ownerReply: row.ownerReply,
    isHidden: row.hiddenAt !== null,
  };
}

/** The fields the audit log keeps of a review before and after a decision. */
export const auditedFields = (row: ReviewRow) => ({
  businessId: row.businessId,
  rating: row.rating,
  reportedAt: iso(row.reportedAt),
  reportReason: row.reportReason,
  hiddenAt: iso(row.hiddenAt),
  moderatedAt: iso(row.moderatedAt),
});
