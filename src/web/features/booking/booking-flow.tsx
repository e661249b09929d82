import { lazy, Suspense, useEffect, useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { CustomerInput } from '@shared/customer';
import type { PublicBooking, PublicPage, PublicService } from './booking-api';

// steps 1 to 3 (details, date and time, staff) are a chunk of their own too: the page paints and
// takes its first tap (a service) without them, and they are fetched as soon as the page is up
const loadChoiceSteps = () => import('./choice-steps');
const DetailsStep = lazy(() => loadChoiceSteps().then((m) => ({ default: m.DetailsStep })));
const CalendarStep = lazy(() => loadChoiceSteps().then((m) => ({ default: m.CalendarStep })));
const StaffStep = lazy(() => loadChoiceSteps().then((m) => ({ default: m.StaffStep })));

// step 4 (the last look and the payment panel) and the ticket are a chunk of their own, off the page's
// first load; it is fetched while the client types their details, so it is there by the time it is needed
const loadPaymentStep = () => import('./payment-step');
const PaymentStep = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentStep })));
const PaymentPanel = lazy(() => loadPaymentStep().then((m) => ({ default: m.PaymentPanel })));
const ConfirmationStep = lazy(() =>
  loadPaymentStep().then((m) => ({ default: m.ConfirmationStep })),
);

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

const TITLES: Record<Step, string> = {
  serviceSelection: 'Book an appointment',
  clientDetails: 'Step 1 of 4',
  calendar: 'Step 2 of 4',
  staffSelection: 'Step 3 of 4',
  payment: 'Step 4 of 4',
  confirmation: 'All done',
};

/** The six-step booking panel, with the spec's forward and back moves. */
export function BookingFlow({
  page,
  flow,
  setFlow,
}: {
  page: PublicPage;
  flow: FlowState;
  setFlow: (next: FlowState) => void;
}) {
  const [key, setKey] = useState(0);
  const go = (changes: Partial<FlowState>) => setFlow({ ...flow, ...changes });
  const { service } = flow;
  useEffect(() => {
    void loadChoiceSteps();
  }, []);
  useEffect(() => {
    if (flow.step === 'clientDetails') void loadPaymentStep();
  }, [flow.step]);
  const chooseTimeAgain = () => {
    // with fresh availability: the time went to someone else, or its hold ran out
    setKey((value) => value + 1);
    go({ time: null, booking: null, step: service ? 'calendar' : 'serviceSelection' });
  };
  let body;
  if (flow.step === 'confirmation' && flow.booking) {
    body = <ConfirmationStep booking={flow.booking} onAnother={() => setFlow(START)} />;
  } else if (flow.step === 'payment' && flow.booking) {
    body = (
      <PaymentPanel
        booking={flow.booking}
        phone={flow.customer.phone}
        onPaid={(booking) => go({ booking, step: 'confirmation' })}
        onExpired={chooseTimeAgain}
      />
    );
  } else if (!service || flow.step === 'serviceSelection') {
    body = (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <CalendarCheck className="size-10 text-brand-600" aria-hidden />
        <p className="font-semibold">Select a Service</p>
        <p className="text-sm text-muted">Choose a service from the list to start booking.</p>
      </div>
    );
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
    <section
      id="booking-panel"
      aria-labelledby="booking-panel-title"
      className="rounded-card border border-line bg-surface p-5 shadow-soft"
    >
      <p
        id="booking-panel-title"
        className="mb-4 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        {TITLES[flow.step]}
        {service && flow.step !== 'confirmation' ? ` · ${service.name}` : ''}
      </p>
      <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-raised" />}>
        {body}
      </Suspense>
    </section>
  );
}
