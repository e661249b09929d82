import { useEffect } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { CustomerInput } from '@shared/customer';
import { ErrorBoundary } from '../../components/error-boundary';
import { RetryNotice } from '../../components/ui/retry-notice';
import { retryableLazy } from '../../lib/retryable-lazy';
import type { PublicBooking, PublicPage, PublicService } from './booking-api';
import { PageSuspense } from '../../lib/page-hydration';
import { bookingPageText as t } from './messages/booking-page';

// the steps (details, date and time, staff, and what fetches step 4 and the ticket) are a chunk of
// their own: the page paints and takes its first tap (a service) without them, and they are fetched
// as soon as the page is up
const loadChoiceSteps = () => import('./choice-steps');
const BookingSteps = retryableLazy(() => loadChoiceSteps().then((m) => m.BookingSteps));
/** Fetched ahead; a failure here is met again, and said, when the step is shown. */
const prefetch = (load: () => Promise<unknown>) => void load().catch(() => undefined);

export type Step =
  'serviceSelection' | 'clientDetails' | 'calendar' | 'staffSelection' | 'payment' | 'confirmation';

export interface FlowState {
  step: Step;
  service: PublicService | null;
  customer: CustomerInput;
  date: string | null;
  time: string | null;
  staffId: string | null;
  /** The booking once made: held while the payment step's panel takes the payment, then the ticket. */
  booking: PublicBooking | null;
}

export const EMPTY_CUSTOMER: CustomerInput = { name: '', email: '', phone: '' };
export const START: FlowState = {
  step: 'serviceSelection',
  service: null,
  customer: EMPTY_CUSTOMER,
  date: null,
  time: null,
  staffId: null,
  booking: null,
};

/** The panel's heading for a step: the steps between choosing and the ticket are counted. */
const STEP_NUMBERS: Partial<Record<Step, number>> = {
  clientDetails: 1,
  calendar: 2,
  staffSelection: 3,
  payment: 4,
};
function stepTitle(step: Step): string {
  const number = STEP_NUMBERS[step];
  if (number) return t('panel.step', { step: number });
  return t(step === 'confirmation' ? 'panel.confirmation' : 'panel.serviceSelection');
}

/** The booking panel: its heading, the prompt to choose a service, then the steps. */
export function BookingFlow({
  page,
  flow,
  setFlow,
}: {
  page: PublicPage;
  flow: FlowState;
  setFlow: (next: FlowState) => void;
}) {
  const { service } = flow;
  useEffect(() => prefetch(loadChoiceSteps), []);
  useEffect(() => {
    if (flow.step === 'clientDetails')
      prefetch(() => loadChoiceSteps().then((m) => m.loadPaymentStep()));
  }, [flow.step]);
  // a booking brought back from paying (its payment or ticket) is shown whatever the service
  const isChoosing = flow.step === 'serviceSelection' || (!service && !flow.booking);
  const body = isChoosing ? (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <CalendarCheck className="size-10 text-brand-600" aria-hidden />
      <p className="font-semibold">{t('panel.chooseService')}</p>
      <p className="text-sm text-muted">{t('panel.chooseServiceHint')}</p>
    </div>
  ) : (
    <BookingSteps page={page} flow={flow} setFlow={setFlow} onRestart={() => setFlow(START)} />
  );
  return (
    <section
      id="booking-panel"
      aria-labelledby="booking-panel-title"
      className="rounded-card border border-line bg-surface p-5 shadow-soft"
    >
      <p
        id="booking-panel-title"
        className="mb-4 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        {stepTitle(flow.step)}
        {service && flow.step !== 'confirmation' ? ` · ${service.name}` : ''}
      </p>
      <ErrorBoundary
        fallback={({ error, retry }) => (
          <RetryNotice
            error={error}
            onRetry={() => {
              BookingSteps.retry();
              retry();
            }}
          />
        )}
      >
        <PageSuspense fallback={<div className="h-96 animate-pulse rounded-xl bg-raised" />}>
          {body}
        </PageSuspense>
      </ErrorBoundary>
    </section>
  );
}
