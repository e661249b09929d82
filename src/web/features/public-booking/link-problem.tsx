import { ApiRequestError } from '../../lib/api-error';
import { ErrorScreen } from './error-screen';
import { PageSuspense } from '../../lib/page-hydration';
import { lazyPart } from '../../lib/lazy-part';
import { deadEndText } from './messages/booking-dead-ends';

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
      <ErrorScreen title={deadEndText('dead.invalidTitle')} message={deadEndText('dead.noId')} />
    );
  if (!failure)
    return (
      <ErrorScreen title={deadEndText('dead.invalidTitle')} message={deadEndText('dead.invalid')} />
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
      title={isMissing ? deadEndText('dead.missingTitle') : deadEndText('dead.failedTitle')}
      message={isMissing ? deadEndText('dead.missing') : deadEndText('dead.failed')}
      details={[
        deadEndText('dead.businessId', { id: businessId }),
        deadEndText('dead.error', {
          message: error instanceof Error ? error.message : deadEndText('dead.unknown'),
        }),
        deadEndText('dead.time', { at }),
      ]}
    />
  );
}
