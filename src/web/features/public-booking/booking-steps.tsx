import { useState } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { RetryNotice } from '../../components/ui/retry-notice';
import { retryableLazy } from '../../lib/retryable-lazy';
import type { PublicPage } from './booking-api';
import type { FlowState } from './booking-flow';
import { CalendarStep } from './calendar-step';
import { DetailsStep } from './details-step';
import { StaffStep } from './staff-step';
import { PageSuspense } from '../../lib/page-hydration';

// step 4 (the last look and the payment panel) and the ticket are a chunk of their own; it is fetched
// while the client types their details, so it is there by the time it is needed
export const loadPaymentStep = () => import('./payment-step');
const PaymentStep = retryableLazy(() => loadPaymentStep().then((m) => m.PaymentStep));
const PaymentPanel = retryableLazy(() => loadPaymentStep().then((m) => m.PaymentPanel));
const ConfirmationStep = retryableLazy(() => loadPaymentStep().then((m) => m.ConfirmationStep));

/** Step 4's code did not arrive (the connection dropped): fetched again on Try again. */
function retryPaymentSteps() {
  for (const step of [PaymentStep, PaymentPanel, ConfirmationStep]) step.retry();
}

/**
 * The booking panel's steps once a service is chosen, with the spec's forward and back moves. Off the
 * page's first load: booking-flow.tsx shows the panel and fetches these when the page is up.
 */
export function BookingSteps({
  page,
  flow,
  setFlow,
  onRestart,
}: {
  page: PublicPage;
  flow: FlowState;
  setFlow: (next: FlowState) => void;
  onRestart: () => void;
}) {
  const [key, setKey] = useState(0);
  const go = (changes: Partial<FlowState>) => setFlow({ ...flow, ...changes });
  const { service } = flow;
  const chooseTimeAgain = () => {
    // with fresh availability: the time went to someone else, or its hold ran out
    setKey((value) => value + 1);
    go({ time: null, booking: null, step: 'calendar' });
  };
  let body = null;
  if (flow.step === 'confirmation' && flow.booking) {
    body = <ConfirmationStep booking={flow.booking} onAnother={onRestart} />;
  } else if (flow.step === 'payment' && flow.booking) {
    body = (
      <PaymentPanel
        booking={flow.booking}
        phone={flow.customer.phone}
        onPaid={(booking) => go({ booking, step: 'confirmation' })}
        onExpired={chooseTimeAgain}
      />
    );
  } else if (!service) {
    // only a booking brought back from paying comes without its service: shown above
  } else if (flow.step === 'clientDetails') {
    body = (
      <DetailsStep
        value={flow.customer}
        onBack={() => go({ step: 'serviceSelection', service: null })}
        onContinue={(customer) => go({ customer, step: 'calendar' })}
      />
    );
  } else if (flow.step === 'calendar') {
    body = (
      <CalendarStep
        key={key}
        page={page}
        service={service}
        date={flow.date}
        time={flow.time}
        customer={flow.customer}
        onBack={() => go({ step: 'clientDetails' })}
        onContinue={(date, time) => go({ date, time, step: 'staffSelection' })}
      />
    );
  } else if (flow.step === 'staffSelection' && flow.date && flow.time) {
    body = (
      <StaffStep
        page={page}
        service={service}
        date={flow.date}
        time={flow.time}
        staffId={flow.staffId}
        onBack={() => go({ step: 'calendar' })}
        onContinue={(staffId) => go({ staffId, step: 'payment' })}
      />
    );
  } else if (flow.step === 'payment' && flow.date && flow.time) {
    body = (
      <PaymentStep
        page={page}
        draft={{
          service,
          date: flow.date,
          time: flow.time,
          staffId: flow.staffId,
          customer: flow.customer,
        }}
        onBack={() => go({ step: 'staffSelection' })}
        onBooked={(booking) =>
          go({ booking, step: booking.holdExpiresAt ? 'payment' : 'confirmation' })
        }
        onTaken={chooseTimeAgain}
      />
    );
  }
  return (
    <ErrorBoundary
      fallback={({ error, retry }) => (
        <RetryNotice
          error={error}
          onRetry={() => {
            retryPaymentSteps();
            retry();
          }}
        />
      )}
    >
      <PageSuspense fallback={<div className="h-96 animate-pulse rounded-xl bg-raised" />}>
        {body}
      </PageSuspense>
    </ErrorBoundary>
  );
}
