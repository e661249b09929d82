import { formatDate } from '@shared/format/dates';
import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { useEffect, useState } from 'react';
import { Loader2, MessageSquareReply } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { reviewApi, type PublicReview, type PublicReviewPage } from './review-api';
import { ReviewOrigin } from './review-origin';
import { Stars } from './stars';
import { reviewText } from './messages/review-screens';

function ReviewItem({ review, businessName }: { review: PublicReview; businessName: string }) {
  return (
    <li className="grid gap-2 border-t border-line py-4 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium break-words">{review.name}</span>
        <time dateTime={review.createdAt} className="text-xs text-muted">
          {formatDate(review.createdAt, PLATFORM_TIME_ZONE)}
        </time>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <ReviewOrigin source={review.source} countsTowardRating={review.countsTowardRating} />
      </div>
      {review.comment ? (
        <p className="text-sm whitespace-pre-line break-words">{review.comment}</p>
      ) : null}
      {review.ownerReply ? (
        <div className="ml-3 grid gap-1 rounded-xl bg-raised p-3 text-sm">
          <p className="flex items-center gap-1.5 text-xs font-medium text-muted">
            <MessageSquareReply className="size-3.5" aria-hidden />
            {reviewText('public.replyFrom', { business: businessName })}
          </p>
          <p className="whitespace-pre-line break-words">{review.ownerReply}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The business's reviews on its booking page: the average, then the newest a page at a time. */
export function PublicReviews({
  businessId,
  businessName,
}: {
  businessId: string;
  businessName: string;
}) {
  const [pages, setPages] = useState<PublicReviewPage[]>([]);
  const [isLoading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const last = pages[pages.length - 1];

  const load = async (cursor: string | null) => {
    setLoading(true);
    setFailed(false);
    try {
      const page = await reviewApi.page(businessId, cursor);
      setPages((before) => (cursor ? [...before, page] : [page]));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    let isCurrent = true;
    reviewApi
      .page(businessId, null)
      .then((page) => isCurrent && setPages([page]))
      .catch(() => isCurrent && setFailed(true))
      .finally(() => isCurrent && setLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [businessId]);

  const first = pages[0];
  const reviews = pages.flatMap((page) => page.reviews);
  return (
    <section
      aria-labelledby="reviews-heading"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          {reviewText('public.heading')}
        </h2>
        {first && first.totalReviews > 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <span className="text-2xl font-bold">{first.averageRating.toFixed(1)}</span>
            <Stars rating={Math.round(first.averageRating)} />
            <span className="text-muted">
              {reviewText('public.count', { count: first.totalReviews })}
            </span>
          </p>
        ) : null}
      </div>
      {first && reviews.length === 0 ? (
        <p className="text-sm text-muted">{reviewText('public.none')}</p>
      ) : null}
      {reviews.length ? (
        <ul>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} businessName={businessName} />
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p className="text-sm text-muted">
          {reviewText('public.failed')}{' '}
          <Button variant="link" size="sm" onClick={() => void load(last?.nextCursor ?? null)}>
            {reviewText('public.tryAgain')}
          </Button>
        </p>
      ) : null}
      {isLoading ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {reviewText('public.loading')}
        </p>
      ) : last?.nextCursor ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void load(last.nextCursor)}
        >
          {reviewText('public.more')}
        </Button>
      ) : null}
    </section>
  );
}
