import { useEffect, useEffectEvent, useState } from 'react';
import { withMessages } from '../../lib/lazy-part';
import type { PaymentCheck } from './booking-api';

export type PaymentReturn = PaymentCheck | 'checking' | 'unknown' | 'unreachable' | null;

/**
 * After the payment page sends the client back (?payment=<reference>), asks the server how it went
 * (payment-check.ts, fetched only then: most visits carry no payment). `onSettled` hears the final
 * answer once. When no ask gets through the answer is 'unreachable', and `checkAgain` asks anew.
 */
export function usePaymentReturn(
  reference: string | null,
  onSettled: (check: PaymentCheck) => void,
): [PaymentReturn, checkAgain: () => void] {
  const settle = useEffectEvent(onSettled);
  const [state, setState] = useState<PaymentReturn>(reference ? 'checking' : null);
  // asks whenever the state turns (back) to checking
  const isChecking = state === 'checking';
  useEffect(() => {
    if (!reference || !isChecking) return;
    let isCurrent = true;
    // its words come with it (docs/decisions/0071)
    void withMessages(() => import('./payment-check'))
      .then(({ followReturnedPayment }) =>
        followReturnedPayment(
          reference,
          () => isCurrent,
          (outcome) => {
            setState(outcome);
            if (outcome !== 'unknown' && outcome !== 'unreachable') settle(outcome);
          },
        ),
      )
      .catch(() => {
        // the check's own code could not be fetched (the connection dropped)
        if (isCurrent) setState('unreachable');
      });
    return () => {
      isCurrent = false;
    };
  }, [reference, isChecking]);
  return [state, () => setState('checking')];
}
