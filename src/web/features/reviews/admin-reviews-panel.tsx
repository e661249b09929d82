import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { CardsLoading, LoadFailed } from '../../components/load-state';
import { AdminReviewCard } from './admin-review-card';
import { useAdminReviews, type AdminReviewList } from './use-reviews';

const LISTS: Record<
  AdminReviewList,
  { label: string; intro: string; empty: string; what: string }
> = {
  reported: {
    label: 'Reported',
    intro:
      "Hiding takes a review off the business's page and out of its rating. Keeping it dismisses the report. Either way the decision is kept in the audit log.",
    empty: 'When an owner reports a review, it appears here to be decided.',
    what: 'reported reviews',
  },
  uncounted: {
    label: 'Not in the rating',
    intro:
      'Reviews of bookings a business entered itself (walk-ins, calls) and not paid through Miadi: shown on its page with a label, left out of its rating. Many from one business may be worth a look.',
    empty: 'Every review so far came from a booking the client made or paid for themselves.',
    what: 'reviews left out of the rating',
  },
};

/** The admins' reviews tab: reports waiting for a decision, or the reviews the rating leaves out. */
export function AdminReviewsPanel() {
  const [list, setList] = useState<AdminReviewList>('reported');
  const query = useAdminReviews(list);
  const words = LISTS[list];
  return (
    <div className="grid gap-4">
      <div
        role="group"
        aria-label="Which reviews"
        className="grid w-full grid-cols-2 gap-1 rounded-xl bg-raised p-1 sm:inline-grid sm:w-auto sm:justify-self-start"
      >
        {(Object.keys(LISTS) as AdminReviewList[]).map((value) => (
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
            {LISTS[value].label}
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
            <h3 className="text-lg font-semibold">No {words.what}</h3>
            <p className="max-w-sm text-muted">{words.empty}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {query.data.total === query.data.reviews.length
              ? `${query.data.total} ${list === 'reported' ? 'waiting' : 'in all'}`
              : `The ${query.data.reviews.length} ${list === 'reported' ? 'waiting longest' : 'newest'} of ${query.data.total}`}
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
