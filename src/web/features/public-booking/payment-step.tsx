import { formatPhone } from '@shared/phone';
import { useState } from 'react';
import { CreditCard, Loader2 } from 'lucide-react';
import type { CustomerInput } from '@shared/customer';
import { buttonClass } from '../../components/ui/button-styles';
import { RetryNotice } from '../../components/ui/retry-notice';
import { ApiRequestError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { bookingApi, type PublicBooking, type PublicPage, type PublicService } from './booking-api';
import { formatLongDay } from '@shared/format/dates';
import { price } from './format';
import { paymentText } from './messages/booking-payment';
import { newAttemptKey } from './attempt-key';

// the panel that takes the payment and the ticket travel in this step's chunk
export { PaymentPanel } from './payment-panel';
export { ConfirmationStep } from './confirmation-step';

export interface Draft {
  service: PublicService;
  date: string;
  time: string;
  staffId: string | null;
  customer: CustomerInput;
}

/**
 * The last look before booking. For paying businesses this holds the place for 15 minutes and the
 * payment panel follows; the others confirm at once.
 */
export function PaymentStep({
  page,
  draft,
  onBack,
  onBooked,
  onTaken,
}: {
  page: PublicPage;
  draft: Draft;
  onBack: () => void;
  onBooked: (booking: PublicBooking) => void;
  onTaken: () => void;
}) {
  const [attemptKey] = useState(newAttemptKey);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const paysNow = page.business.paymentPolicy === 'pay_on_booking';
  const amount = price(draft.service.priceMinor, draft.service.currency);
  const staffName =
    page.staff.find((member) => member.id === draft.staffId)?.name ?? paymentText('staff.any');

  const book = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const created = await bookingApi.book(page.business.id, {
        serviceId: draft.service.id,
        date: draft.date,
        time: draft.time,
        staffId: draft.staffId,
        customer: draft.customer,
        idempotencyKey: attemptKey,
      });
      onBooked(created.booking);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.status === 409) {
        toast.error(error.message);
        onTaken();
        return;
      }
      // said beside the button, with everything chosen still there; the same key books once
      setFailure(error);
    }
  };

  const rows: [string, string][] = [
    [paymentText('row.service'), draft.service.name],
    [paymentText('row.date'), formatLongDay(draft.date)],
    [paymentText('row.time'), draft.time],
    [paymentText('row.with'), staffName],
    [paymentText('row.name'), draft.customer.name],
    [paymentText('row.phone'), formatPhone(draft.customer.phone)],
  ];
  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">
        {paysNow ? paymentText('review.payHeading') : paymentText('review.confirmHeading')}
      </h3>
      <dl className="grid gap-2 rounded-xl bg-raised p-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[5rem_1fr] gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-center justify-between border-t border-line pt-3">
          <dt className="font-medium">{paymentText('row.total')}</dt>
          <dd className="text-lg font-bold text-accent-700 dark:text-accent-300">{amount}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {paysNow ? paymentText('review.paysNow') : paymentText('review.paysLater')}
      </p>
      {failure ? <RetryNotice error={failure} /> : null}
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <button type="button" onClick={onBack} disabled={isBusy} className={buttonClass('outline')}>
          {paymentText('back')}
        </button>
        <button
          type="button"
          onClick={() => void book()}
          disabled={isBusy}
          className={buttonClass(paysNow ? 'accent' : 'primary', 'md', 'w-full')}
        >
          {isBusy ? <Loader2 className="animate-spin" /> : paysNow ? <CreditCard /> : null}
          {paysNow ? paymentText('review.pay', { amount }) : paymentText('review.confirm')}
        </button>
      </div>
    </div>
  );
}
