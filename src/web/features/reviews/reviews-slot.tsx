import { PageSuspense } from '../../lib/page-hydration';
import { lazyPart } from '../../lib/lazy-part';

const PublicReviews = lazyPart(() =>
  import('./public-reviews').then((m) => ({ default: m.PublicReviews })),
);

/**
 * The booking page's reviews: their code is a chunk of its own, fetched (with the reviews) only
 * once the page is showing, so they add almost nothing to its first load (docs/decisions/0037).
 */
export function ReviewsSlot(props: { businessId: string; businessName: string }) {
  return (
    <PageSuspense fallback={null}>
      <PublicReviews {...props} />
    </PageSuspense>
  );
}
