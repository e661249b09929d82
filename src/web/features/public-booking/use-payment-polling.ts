import { useEffect, useEffectEvent } from 'react';
import { bookingApi, type PaymentCheck } from './booking-api';

const EVERY_MS = 3000;
// a prompt approved in the hold's last seconds can settle just after it ends; the server still places it
const AFTER_HOLD_MS = 60_000;

/**
 * Follows a payment the client is approving elsewhere (an M-Pesa prompt on their phone): asks the
 * server every few seconds until the payment settles, or a minute after the hold ends. `onSettled`
 * hears the answer once; a check that fails on the way (a network blip) is simply made again.
 */
export function usePaymentPolling(
  reference: string | null,
  holdEndsAt: number,
  onSettled: (check: PaymentCheck) => void,
): void {
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    if (!reference) return;
    let isCurrent = true;
    let timer = 0;
    const poll = async () => {
      try {
        const check = await bookingApi.checkPayment(reference);
        if (!isCurrent) return;
        if (check.status !== 'pending') return settle(check);
      } catch {
        // asked again below
      }
      if (isCurrent && Date.now() < holdEndsAt + AFTER_HOLD_MS)
        timer = window.setTimeout(() => void poll(), EVERY_MS);
    };
    timer = window.setTimeout(() => void poll(), EVERY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [reference, holdEndsAt]);
}
