import { EyeOff, ShieldCheck, ThumbsUp } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { CardsLoading, LoadFailed } from '../../components/load-state';
import { Stars } from './stars';
import { useDecideReport, useReportedReviews, type ReportedReview } from './use-reviews';

const when = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short' });

function ReportedCard({ review }: { review: ReportedReview }) {
  const decide = useDecideReport();
  return (
    <Card>
      <CardContent className="grid gap-3 pt-5">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-words">{review.businessName}</h3>
          <p className="text-sm break-words text-muted">{review.ownerEmail}</p>
          {review.reportedAt ? (
            <p className="text-xs text-muted">
              Reported {when.format(new Date(review.reportedAt))}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1 rounded-xl border border-line p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium break-words">{review.customerName}</span>
            <Stars rating={review.rating} />
          </div>
          {review.comment ? (
            <p className="text-sm whitespace-pre-line break-words">{review.comment}</p>
          ) : (
            <p className="text-sm text-muted">No comment, just a rating.</p>
          )}
        </div>
        <div className="grid gap-0.5 text-sm">
          <p className="text-xs text-muted">The owner&apos;s reason</p>
          <p className="whitespace-pre-line break-words">{review.reportReason}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: review.id, decision: 'hide' })}
          >
            <EyeOff />
            Hide review
          </Button>
          <Button
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: review.id, decision: 'keep' })}
          >
            <ThumbsUp />
            Keep review
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Reviews owners reported, the oldest report first: hide one (off the page and the average) or keep it. */
export function ReportedReviewsPanel() {
  const query = useReportedReviews();
  if (query.isPending) return <CardsLoading />;
  if (query.isError) return <LoadFailed what="reported reviews" />;
  const { reviews, total } = query.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        Hiding takes a review off the business&apos;s page and out of its rating. Keeping it
        dismisses the report. Either way the decision is kept in the audit log.
      </p>
      {reviews.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-10 text-muted" aria-hidden />
            <h3 className="text-lg font-semibold">No reported reviews</h3>
            <p className="max-w-sm text-muted">
              When an owner reports a review, it appears here to be decided.
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {total === reviews.length
              ? `${total} waiting`
              : `The ${reviews.length} waiting longest of ${total}`}
          </p>
          <div className="grid gap-3">
            {reviews.map((review) => (
              <ReportedCard key={review.id} review={review} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
