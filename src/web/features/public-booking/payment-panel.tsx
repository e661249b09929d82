import { useEffect, useState } from 'react';
import { Clock3 } from 'lucide-react';
import { localPhone } from '@shared/phone';
import { MpesaPrompt, type SentPrompt } from '../../components/mpesa-prompt';
import { PaymentMethods, type PaymentMethod } from '../../components/payment-methods';
import { Alert } from '../../components/ui/alert';
import { buttonClass } from '../../components/ui/button-styles';
import { ApiRequestError } from '../../lib/api-error';
import { bookingApi, type PublicBooking } from './booking-api';
import { formatLongDay } from '@shared/format/dates';
import { price } from './format';
import { useSecondsLeft } from './hold-timer';
import { formatCountdown } from './payment-format';
import { announcePayment } from './payment-check';
import { usePaymentPolling } from './use-payment-polling';
import { paymentText } from './messages/booking-payment';

// the M-Pesa number typed for a booking, kept in this tab: the test prompt and the card checkout
// are pages of their own, and a declined payment brings the client back to type nothing again
const PHONE_KEY = 'miadi.mpesa-phone.';

function recalledPhone(bookingId: string): string | null {
  try {
    return sessionStorage.getItem(PHONE_KEY + bookingId);
  } catch {
    return null;
  }
}

function rememberPhone(bookingId: string, phone: string): void {
  try {
    sessionStorage.setItem(PHONE_KEY + bookingId, phone);
  } catch {
    // storage unavailable (a private window): the number is only typed again
  }
}

const MESSAGES = {
  get holdExpired() {
    return paymentText('panel.holdExpired');
  },
  get mpesaFailed() {
    return paymentText('panel.mpesaFailed');
  },
  get unreachable() {
    return paymentText('panel.unreachable');
  },
};

/**
 * Paying for a held booking: an M-Pesa prompt to the client's phone, followed here until it settles,
 * or a card on the provider's checkout page. The hold's time left counts down; when it runs out the
 * client chooses a time again.
 */
export function PaymentPanel({
  booking,
  phone,
  onPaid,
  onExpired,
}: {
  booking: PublicBooking;
  /** The phone from the client's details, offered as the M-Pesa number. */
  phone: string;
  onPaid: (booking: PublicBooking) => void;
  onExpired: () => void;
}) {
  const holdEndsAt = booking.holdExpiresAt ? Date.parse(booking.holdExpiresAt) : Infinity;
  const secondsLeft = useSecondsLeft(holdEndsAt);
  const [mpesaPhone, setMpesaPhone] = useState(
    () => recalledPhone(booking.id) ?? localPhone(phone),
  );
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const [prompt, setPrompt] = useState<SentPrompt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [isHoldGone, setHoldGone] = useState(false);
  const isExpired = isHoldGone || secondsLeft === 0;
  const amount = price(booking.amountMinor, booking.currency);

  usePaymentPolling(prompt?.reference ?? null, holdEndsAt, (check) => {
    if (check.status === 'failed') {
      setPrompt(null);
      setProblem(MESSAGES.mpesaFailed);
      return;
    }
    announcePayment(check);
    onPaid(check.booking);
  });

  // back from the card checkout with the browser's Back button: the page is restored as it was left
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const explain = async (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return setProblem(MESSAGES.unreachable);
    if (error.code === 'hold_expired') return setHoldGone(true);
    if (error.code === 'already_paid') {
      // paid already (an earlier prompt approved late, another tab): the ticket is what they need
      const paid = await bookingApi.booking(booking.id).catch(() => null);
      if (paid) return onPaid(paid.booking);
    }
    if (error.fields?.phone) return setPhoneError(error.fields.phone);
    setProblem(error.message);
  };

  const pay = async (method: PaymentMethod) => {
    setBusy(method);
    setProblem(null);
    setPhoneError(null);
    if (method === 'mpesa') rememberPhone(booking.id, mpesaPhone);
    try {
      const { payment } = await bookingApi.pay(
        booking.id,
        method === 'mpesa' ? { method, phone: mpesaPhone } : { method },
      );
      if (payment.method === 'card') {
        // the busy state stays: the page is leaving for the checkout
        window.location.assign(payment.checkoutUrl);
        return;
      }
      if (payment.status === 'failed') setProblem(MESSAGES.mpesaFailed);
      else
        setPrompt({
          reference: payment.reference,
          phone: localPhone(mpesaPhone),
          displayText: payment.displayText,
          testPromptUrl: payment.testPromptUrl,
        });
    } catch (error) {
      await explain(error);
    }
    setBusy(null);
  };

  return (
    <div className="grid gap-5">
      <h3 className="font-semibold">{paymentText('panel.heading')}</h3>
      <div className="grid gap-1 rounded-xl bg-raised p-4">
        <p className="text-sm text-muted">{booking.business.name}</p>
        <p className="font-semibold break-words">{booking.serviceName}</p>
        <p className="text-sm text-muted">
          {formatLongDay(booking.date)}, {booking.time}
        </p>
        <p className="mt-2 text-2xl font-bold text-accent-700 dark:text-accent-300">{amount}</p>
        {isExpired ? null : (
          <p className="mt-3 flex items-center gap-2 border-t border-line pt-3 text-sm">
            <Clock3 className="size-4 shrink-0 text-brand-600" aria-hidden />
            <span>{paymentText('panel.heldFor')}</span>
            <span role="timer" className="font-semibold tabular-nums">
              {formatCountdown(secondsLeft)}
            </span>
          </p>
        )}
      </div>

      {isExpired ? (
        <>
          <Alert tone="error">{MESSAGES.holdExpired}</Alert>
          <button type="button" onClick={onExpired} className={buttonClass('primary', 'lg')}>
            {paymentText('panel.chooseAgain')}
          </button>
        </>
      ) : prompt ? (
        <MpesaPrompt prompt={prompt} amount={amount} />
      ) : (
        <>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <PaymentMethods
            id="mpesa-phone"
            phone={mpesaPhone}
            onPhoneChange={setMpesaPhone}
            phoneError={phoneError}
            busy={busy}
            mpesaLabel={paymentText('panel.sendPrompt')}
            onPay={(method) => void pay(method)}
          />
        </>
      )}
    </div>
  );
}
