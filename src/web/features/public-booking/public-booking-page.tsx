import { useState, type ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { useParams, useSearch } from 'wouter';
import { isUuid } from '@shared/uuid';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { buttonClass } from '../../components/ui/button-styles';
import { ReviewsSlot } from '../reviews/reviews-slot';
import { bookingApi, type PublicPage } from './booking-api';
import { useLoader } from '../../lib/use-loader';
import { BookingFlow, START, type FlowState } from './booking-flow';
import { BusinessDetails } from './business-details';
import { usePaymentReturn } from './payment-return';
import { ServiceList } from './service-list';
import { PageSuspense } from '../../lib/page-hydration';
import { lazyPart } from '../../lib/lazy-part';
import { bookingPageText as t } from './messages/booking-page';

// the photos and the static help: painted by the server, their code fetched beside the page's
// (a box of the photos' own size holds their place meanwhile, so nothing below them moves)
const Gallery = lazyPart(() => import('./gallery').then((m) => ({ default: m.Gallery })));
const HowToBook = lazyPart(() => import('./how-to-book').then((m) => ({ default: m.HowToBook })));

// the page's rare screens (a bad link, a business not taking bookings) are chunks of their own: most
// visits never show them, so they stay off the first load
const DeadEnd = lazyPart(() => import('./link-problem').then((m) => ({ default: m.LinkProblem })));
const NotTakingBookings = lazyPart(() =>
  import('./not-taking-bookings').then((m) => ({ default: m.NotTakingBookings })),
);

function LinkProblem(props: ComponentProps<typeof DeadEnd>) {
  return (
    <PageSuspense fallback={<Loading />}>
      <DeadEnd {...props} />
    </PageSuspense>
  );
}

function Loading() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted">
      <title>{`${t('loading')} - Miadi`}</title>
      <Loader2 className="size-6 animate-spin" aria-hidden />
      <p>{t('loading')}</p>
    </main>
  );
}

function BookingScreen({ page, reference }: { page: PublicPage; reference: string | null }) {
  const [flow, setFlow] = useState<FlowState>(START);
  const [payment, checkPaymentAgain] = usePaymentReturn(reference, (check) => {
    // a booking cancelled while its payment was made shows why, and what happens to the money
    const isDone =
      check.status === 'paid' || check.status === 'refund_due' || check.status === 'cancelled';
    // a failed payment leaves the place held: the payment panel offers another try
    const isHeld = check.status === 'failed' && check.booking.holdExpiresAt;
    setFlow({
      ...START,
      booking: check.booking,
      step: isDone ? 'confirmation' : isHeld ? 'payment' : 'serviceSelection',
    });
    // the payment is handled: a reload should show the page, not announce the payment again
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // on a phone the booking panel sits below the services: bring the ticket (or the retry) into view
    if (isDone || isHeld)
      requestAnimationFrame(() => document.getElementById('booking-panel')?.scrollIntoView());
  });
  const images = [
    page.business.featuredImageUrl,
    ...page.services.flatMap((service) => service.imageUrls),
  ].filter((url): url is string => Boolean(url));
  // a payment coming back still shows its ticket; otherwise a closed business shows why not
  const isClosed = !page.booking.isTakingBookings && !flow.booking;
  const chooseService = (service: PublicPage['services'][number]) => {
    setFlow({ ...flow, service, step: 'clientDetails', booking: null });
    document
      .getElementById('booking-panel')
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="min-h-dvh bg-raised/40">
      <title>{t('title', { business: page.business.name })}</title>
      <header className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <PageSuspense fallback={<div className="aspect-[16/7] bg-raised sm:rounded-card" />}>
            <Gallery images={images} name={page.business.name} />
          </PageSuspense>
          <div className="grid gap-6 px-4 sm:px-0">
            <BusinessDetails page={page} />
            {payment === 'checking' ? (
              <p className="flex items-center gap-2 rounded-xl bg-surface p-4 text-sm">
                <Loader2 className="size-4 animate-spin" /> {t('payment.checking')}
              </p>
            ) : payment === 'unreachable' ? (
              <p
                role="alert"
                className="grid justify-items-start gap-3 rounded-xl bg-surface p-4 text-sm"
              >
                {t('payment.unreachable')}
                <button
                  type="button"
                  className={buttonClass('outline')}
                  onClick={checkPaymentAgain}
                >
                  {t('payment.checkAgain')}
                </button>
              </p>
            ) : null}
            {isClosed ? null : (
              <ServiceList
                services={page.services}
                selectedId={flow.service?.id ?? null}
                onChoose={chooseService}
              />
            )}
            <ReviewsSlot businessId={page.business.id} businessName={page.business.name} />
          </div>
        </div>
        <div className="grid gap-6 px-4 sm:px-0 lg:sticky lg:top-6">
          {isClosed ? (
            <PageSuspense>
              <NotTakingBookings business={page.business} />
            </PageSuspense>
          ) : (
            <>
              <BookingFlow page={page} flow={flow} setFlow={setFlow} />
              <PageSuspense fallback={null}>
                <HowToBook business={page.business} />
              </PageSuspense>
            </>
          )}
        </div>
      </main>
    </div>
  );
}

/**
 * /book/{businessId} (and its two aliases), and the business's readable link /{link}
 * (docs/decisions/0060): book and pay without an account.
 */
export function PublicBookingPage() {
  const { businessId, link } = useParams<{ businessId?: string; link?: string }>();
  const reference = new URLSearchParams(useSearch()).get('payment');
  const isValid = link !== undefined || isUuid(businessId);
  // the page is loaded by whichever the address carries: the server seeds it under the same key
  const ref = link ?? businessId ?? '';
  const page = useLoader(isValid ? ref : null, () => bookingApi.page(ref));

  if (!isValid) return <LinkProblem businessId={businessId} />;
  if (page.state === 'loading') return <Loading />;
  if (page.state === 'error') return <LinkProblem businessId={ref} failure={page} />;
  return <BookingScreen page={page.data} reference={reference} />;
}

// the client's own booking page and the review page reuse these through this module, so they stay
// in this page's chunk: a chunk of their own would add a request and bytes to this page's first load
export { price } from './format';
export { formatDuration } from '@shared/format/duration';
export { useLoader } from '../../lib/use-loader';
