import type { BookingSource } from '@shared/bookings';
import { REVIEW_SOURCE_LABELS, reviewNotCounted } from '@shared/review-rating';
import { Badge } from '../../components/ui/badge';

/**
 * Where a review's booking came from when the client did not book it themselves (a desk booking:
 * 'Booked by the business'), and that the rating leaves it out when it does. Nothing for the rest.
 */
export function ReviewOrigin({
  source,
  countsTowardRating,
}: {
  source: BookingSource;
  countsTowardRating: boolean;
}) {
  const label = REVIEW_SOURCE_LABELS[source];
  if (!label && countsTowardRating) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {label ? <Badge tone="neutral">{label}</Badge> : null}
      {countsTowardRating ? null : <span className="text-xs text-muted">{reviewNotCounted()}</span>}
    </span>
  );
}
