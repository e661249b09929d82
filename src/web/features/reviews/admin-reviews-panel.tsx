import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { CardsLoading, LoadFailed } from '../../components/load-state';
import { AdminReviewCard } from './admin-review-card';
import { useAdminReviews, type AdminReviewList } from './use-reviews';
import { reviewText } from './messages/review-screens';

const LISTS: AdminReviewList[] = ['reported', 'uncounted'];

/** A list's words: its tab, what it holds, and what it says when empty. */
function wordsOf(list: AdminReviewList) {
  return {
    label: reviewText(`list.${list}.label`),
    intro: reviewText(`list.${list}.intro`),
    empty: reviewText(`list.${list}.empty`),
    what: reviewText(`list.${list}.what`),
  };
}

/** The admins' reviews tab: reports waiting for a decision, or the reviews the rating leaves out. */
export function AdminReviewsPanel() {
  const [list, setList] = useState<AdminReviewList>('reported');
  const query = useAdminReviews(list);
  const words = wordsOf(list);
  return (
    <div className="grid gap-4">
      <div
        role="group"
        aria-label={reviewText('admin.which')}
        className="grid w-full grid-cols-2 gap-1 rounded-xl bg-raised p-1 sm:inline-grid sm:w-auto sm:justify-self-start"
      >
        {LISTS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === list}
            onClick={() => setList(value)}
            className={cx(
              'h-10 rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
              value === list ? 'bg-surface text-fg shadow-soft' : 'text-muted hover:text-fg',
            )}
          >
            {wordsOf(value).label}
          </button>
        ))}
      </div>
      <p className="text-sm text-muted">{words.intro}</p>
      {query.isPending ? (
        <CardsLoading />
      ) : query.isError ? (
        <LoadFailed what={words.what} />
      ) : query.data.reviews.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-2 py-12 text-center">
            <ShieldCheck className="size-10 text-muted" aria-hidden />
            <h3 className="text-lg font-semibold">
              {reviewText('admin.none', { what: words.what })}
            </h3>
            <p className="max-w-sm text-muted">{words.empty}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {query.data.total === query.data.reviews.length
              ? reviewText(list === 'reported' ? 'admin.allWaiting' : 'admin.allIn', {
                  total: query.data.total,
                })
              : reviewText(list === 'reported' ? 'admin.someWaiting' : 'admin.someNewest', {
                  shown: query.data.reviews.length,
                  total: query.data.total,
                })}
          </p>
          <div className="grid gap-3">
            {query.data.reviews.map((review) => (
              <AdminReviewCard key={review.id} review={review} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
