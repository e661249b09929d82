import { SELF_BOOKED_SOURCES, type BookingSource } from './bookings';
import { reviewRatingText } from './messages/review-rating';

/*
 * Which reviews feed a business's rating, and what a review says of its booking (no zod here: the
 * booking page's reviews section reads the labels).
 */

/**
 * Whether a review feeds the business's public rating and review count (docs/product/settled-rules.md §11 Channels and
 * reviews): the client booked the visit themselves, or paid for it through Miadi (an online payment
 * the provider verified; a payment recorded at the counter is the business's word only). Decided here
 * and nowhere else; the review keeps the answer (reviews.counts_toward_rating) for the rating trigger.
 */
export function countsTowardRating(booking: {
  source: BookingSource;
  isPaidThroughMiadi: boolean;
}): boolean {
  return SELF_BOOKED_SOURCES.includes(booking.source) || booking.isPaidThroughMiadi;
}

/**
 * What a review says of its booking when the client did not make it themselves, in the current
 * language; a new channel names its own.
 */
export const REVIEW_SOURCE_LABELS: Record<BookingSource, string | null> = {
  online: null,
  whatsapp: null,
  ussd: null,
  get owner() {
    return reviewRatingText('source.owner');
  },
  get api() {
    return reviewRatingText('source.api');
  },
};

/** Beside a review the rating leaves out, in the current language. */
export function reviewNotCounted(): string {
  return reviewRatingText('notCounted');
}
