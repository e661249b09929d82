import { formatDateTime } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { EyeOff, ThumbsUp } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ReviewOrigin } from './review-origin';
import { Stars } from './stars';
import { useDecideReport, type AdminReview } from './use-reviews';
import { reviewText } from './messages/review-screens';

const REPORT_BADGES = {
  none: () => null,
  waiting: () => <Badge tone="warning">{reviewText('badge.reported')}</Badge>,
  kept: () => <Badge tone="neutral">{reviewText('badge.reportedKept')}</Badge>,
  hidden: () => <Badge tone="danger">{reviewText('badge.hidden')}</Badge>,
} as const;

/** Hide (off the page and the average) or keep a reported review: recorded in the audit log. */
function Decision({ reviewId }: { reviewId: string }) {
  const decide = useDecideReport();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="danger"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id: reviewId, decision: 'hide' })}
      >
        <EyeOff />
        {reviewText('admin.hide')}
      </Button>
      <Button
        variant="outline"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id: reviewId, decision: 'keep' })}
      >
        <ThumbsUp />
        {reviewText('admin.keep')}
      </Button>
    </div>
  );
}

/**
 * A review as the admins see it: the business and its owner, the client's words, where the booking
 * came from and whether the rating counts it, the owner's report if any; the decision when waiting.
 */
export function AdminReviewCard({ review }: { review: AdminReview }) {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">{review.businessName}</h3>
          <p className="text-sm break-words text-muted">{review.ownerEmail}</p>
          <p className="text-xs text-muted">
            {review.reportedAt
              ? reviewText('admin.reportedAt', {
                  when: formatDateTime(review.reportedAt, PLATFORM_TIME_ZONE),
                })
              : reviewText('admin.writtenAt', {
                  when: formatDateTime(review.createdAt, PLATFORM_TIME_ZONE),
                })}
          </p>
        </div>
        <div className="grid gap-1 rounded-xl border border-line p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium break-words">{review.customerName}</span>
            <Stars rating={review.rating} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ReviewOrigin source={review.source} countsTowardRating={review.countsTowardRating} />
            {REPORT_BADGES[review.reportState]()}
          </div>
          {review.comment ? (
            <p className="text-sm whitespace-pre-line break-words">{review.comment}</p>
          ) : (
            <p className="text-sm text-muted">{reviewText('noComment')}</p>
          )}
        </div>
        {review.reportReason ? (
          <div className="grid gap-0.5 text-sm">
            <p className="text-xs text-muted">{reviewText('admin.ownerReason')}</p>
            <p className="whitespace-pre-line break-words">{review.reportReason}</p>
          </div>
        ) : null}
        {review.reportState === 'waiting' ? <Decision reviewId={review.id} /> : null}
      </CardContent>
    </Card>
  );
}
