import { useEffect, useEffectEvent, useState } from 'react';
import type { PaymentCheck } from './booking-api';

/**
 * After the payment page sends the client back (?payment=<reference>), asks the server how it went
 * (payment-check.ts, fetched only then: most visits carry no payment). `onSettled` hears the final
 * answer once.
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
    void import('./payment-check')
      .then(({ followReturnedPayment }) =>
        followReturnedPayment(
          reference,
          () => isCurrent,
          (outcome) => {
            setResult(outcome);
            if (outcome !== 'unknown') settle(outcome);
          },
        ),
      )
      .catch(() => {
        // the check could not be fetched (the connection dropped): the page shows as it is
        if (isCurrent) setResult('unknown');
      });
    return () => {
      isCurrent = false;
    };
  }, [reference]);
  return result;
}
