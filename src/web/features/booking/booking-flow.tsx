import { useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { CustomerInput } from '@shared/customer';
import type { PublicBooking, PublicPage, PublicService } from './booking-api';
import { CalendarStep } from './calendar-step';
import { ConfirmationStep } from './confirmation-step';
import { DetailsStep } from './details-step';
import { PaymentStep } from './payment-step';
import { StaffStep } from './staff-step';

export type Step =
  'serviceSelection' | 'clientDetails' | 'calendar' | 'staffSelection' | 'payment' | 'confirmation';

export interface FlowState {
  step: Step;
  service: PublicService | null;
  customer: CustomerInput;
  date: string | null;
  time: string | null;
  staffId: string | null;
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
  let body;
  if (flow.step === 'confirmation' && flow.booking) {
    body = <ConfirmationStep booking={flow.booking} onAnother={() => setFlow(START)} />;
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
        onBooked={(booking) => go({ booking, step: 'confirmation' })}
        onTaken={() => {
          // the time went to someone else: choose again, with fresh availability
          setKey((value) => value + 1);
          go({ time: null, step: 'calendar' });
        }}
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
      {body}
    </section>
  );
}
