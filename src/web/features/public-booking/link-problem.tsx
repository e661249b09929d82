import { ApiRequestError } from '../../lib/api-error';
import { ErrorScreen } from './error-screen';
import { PageSuspense } from '../../lib/page-hydration';
import { lazyPart } from '../../lib/lazy-part';

// a readable link no business has is an address like any other the site has no page for
const PublicPages = lazyPart(() =>
  import('../../components/public-pages').then((m) => ({ default: m.PublicPages })),
);

/**
 * The booking page's dead ends, worded here so that their words travel with them, off the page's
 * first load: a link without a business id, one that is not an id, a business that is not there
 * (or not active), a page that could not be fetched; and a readable link no business has, which
 * shows the site's not-found page (docs/decisions/0060).
 */
export function LinkProblem({
  businessId,
  failure,
}: {
  businessId: string | undefined;
  /** Why the business's page did not load, and when; none when the link itself is wrong. */
  failure?: { error: unknown; at: string };
}) {
  if (!businessId)
    return (
      <ErrorScreen title="Invalid Booking Link" message="No business ID provided in the URL" />
    );
  if (!failure)
    return (
      <ErrorScreen
        title="Invalid Booking Link"
        message="This booking link is not valid. Check the link you were sent."
      />
    );
  const { error, at } = failure;
  if (error instanceof ApiRequestError && error.code === 'link_not_found')
    return (
      <PageSuspense fallback={<div className="min-h-dvh" />}>
        <PublicPages />
      </PageSuspense>
    );
  const isMissing = error instanceof ApiRequestError && error.status === 404;
  return (
    <ErrorScreen
      title={isMissing ? 'Business Not Available' : 'Unable to load'}
      message={
        isMissing
          ? 'Business not found or is currently inactive.'
          : 'Unable to fetch business details. Please try again.'
      }
      details={[
        `Business ID: ${businessId}`,
        `Error: ${error instanceof Error ? error.message : 'unknown'}`,
        `Time: ${at}`,
      ]}
    />
  );
}
