import { useEffect, useEffectEvent, useState } from 'react';
import { ApiRequestError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { bookingApi, type PaymentCheck } from './booking-api';

const POLLS = 5;

/**
 * Tells the client their payment went through (or came twice and will be refunded), after a return
 * from the checkout and after an M-Pesa prompt alike.
 */
export function announcePayment(check: PaymentCheck): void {
  if (check.status === 'paid')
    toast.success('Payment successful! Your booking has been confirmed.');
  else if (check.refundReason === 'already_paid')
    toast.info('This booking was already paid. Your second payment will be refunded.');
}

/**
 * After the payment page sends the client back (?payment=<reference>), asks the server, which
 * verifies with the provider, how it went. A payment still pending is asked about again briefly.
 * `onSettled` hears the final answer once.
 */
export function usePaymentReturn(
  reference: string | null,
  onSettled: (check: PaymentCheck) => void,
): PaymentCheck | 'checking' | 'unknown' | null {
  const settle = useEffectEvent(onSettled);
  const [result, setResult] = useState<PaymentCheck | 'checking' | 'unknown' | null>(
    reference ? 'checking' : null,
  );
  useEffect(() => {
    if (!reference) return;
    let isCurrent = true;
    void (async () => {
      for (let poll = 0; poll < POLLS && isCurrent; poll++) {
        try {
          const check = await bookingApi.checkPayment(reference);
          if (check.status !== 'pending' || poll === POLLS - 1) {
            if (!isCurrent) return;
            setResult(check);
            settle(check);
            if (check.status === 'failed') toast.error('Payment failed. Please try again.');
            else announcePayment(check);
            return;
          }
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) {
            if (isCurrent) setResult('unknown');
            return;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [reference]);
  return result;
}
