import { formatDate } from '@shared/format/dates';
import { useBusinessTimeZone } from '../business/use-business';
import { useState } from 'react';
import { Flag, MessageSquareReply, Star, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { CardsLoading, LoadFailed } from '../../components/load-state';
import { OwnerMain } from '../owner/owner-main';
import { PageHeader } from '../owner/page-header';
import { ReviewDialog, type DialogKind } from './review-dialogs';
import { ReviewOrigin } from './review-origin';
import { Stars } from './stars';
import { useOwnerReviews, useReviewAction, type OwnerReview } from './use-reviews';
import { reviewText } from './messages/review-screens';

function ReportBadge({ review }: { review: OwnerReview }) {
  switch (review.reportState) {
    case 'waiting':
      return <Badge tone="warning">{reviewText('badge.reported')}</Badge>;
    case 'kept':
      return <Badge tone="neutral">{reviewText('badge.keptByMiadi')}</Badge>;
    case 'hidden':
      return <Badge tone="danger">{reviewText('badge.hiddenByMiadi')}</Badge>;
    default:
      return null;
  }
}

function ReviewCard({
  review,
  onOpen,
}: {
  review: OwnerReview;
  onOpen: (review: OwnerReview, kind: DialogKind) => void;
}) {
  const action = useReviewAction();
  const timeZone = useBusinessTimeZone();
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words">{review.customerName}</p>
            <p className="text-xs text-muted">
              {[review.serviceName, formatDate(review.createdAt, timeZone)]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ReportBadge review={review} />
            {review.ownerReply ? <Badge tone="brand">{reviewText('badge.replied')}</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} />
          <ReviewOrigin source={review.source} countsTowardRating={review.countsTowardRating} />
        </div>
        {review.comment ? (
          <p className="whitespace-pre-line break-words">{review.comment}</p>
        ) : (
          <p className="text-sm text-muted">{reviewText('noComment')}</p>
        )}
        {review.reportState !== 'none' && review.reportReason ? (
          <p className="text-sm text-muted break-words">
            {reviewText('owner.yourReport', { reason: review.reportReason })}
          </p>
        ) : null}
        {review.ownerReply ? (
          <div className="grid gap-1 rounded-xl bg-raised p-3 text-sm">
            <p className="text-xs font-medium text-muted">{reviewText('owner.yourReply')}</p>
            <p className="whitespace-pre-line break-words">{review.ownerReply}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpen(review, 'reply')}>
            <MessageSquareReply />
            {review.ownerReply ? reviewText('owner.editReply') : reviewText('owner.reply')}
          </Button>
          {review.ownerReply ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'removeReply', id: review.id })}
            >
              <Trash2 />
              {reviewText('owner.removeReply')}
            </Button>
          ) : null}
          {review.reportState === 'none' ? (
            <Button variant="ghost" size="sm" onClick={() => onOpen(review, 'report')}>
              <Flag />
              {reviewText('owner.report')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** /app/reviews: what clients wrote, with the owner's public replies and reports to Miadi. */
export function OwnerReviewsPage() {
  const query = useOwnerReviews();
  const [open, setOpen] = useState<{ review: OwnerReview; kind: DialogKind } | null>(null);
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <OwnerMain>
      <PageHeader title={reviewText('owner.title')} subtitle={reviewText('owner.subtitle')} />
      {query.isPending ? (
        <CardsLoading className="h-40" />
      ) : query.isError ? (
        <LoadFailed what={reviewText('owner.what')} />
      ) : reviews.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <Star className="size-10 text-muted" aria-hidden />
            <h2 className="text-lg font-semibold">{reviewText('owner.none')}</h2>
            <p className="max-w-sm text-muted">{reviewText('owner.noneText')}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-3">
          {reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              onOpen={(chosen, kind) => setOpen({ review: chosen, kind })}
            />
          ))}
          {query.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? reviewText('owner.loading') : reviewText('public.more')}
            </Button>
          ) : null}
        </div>
      )}
      {open ? (
        <ReviewDialog
          key={`${open.review.id}-${open.kind}`}
          review={open.review}
          kind={open.kind}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </OwnerMain>
  );
}
