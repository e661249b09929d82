import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import { ApiRequestError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { subscriptionText } from './messages/subscription-screens';
import { checkPayment, useRefreshSubscription, type PaymentCheck } from './use-subscription';

const PROMPT_EVERY_MS = 3000;
// an M-Pesa prompt times out on the phone after about a minute; the reconciliation job takes the rest
const PROMPT_FOR_MS = 3 * 60_000;
const RETURN_CHECKS = 5;
const RETURN_EVERY_MS = 1500;

/** The toast for a settled payment: the server's 'Successfully ...' or the spec's failure words. */
export function announce(check: PaymentCheck): void {
  if (check.status === 'paid') toast.success(check.message ?? SUBSCRIPTION_MESSAGES.failed);
  else if (check.status === 'failed') toast.error(SUBSCRIPTION_MESSAGES.failed);
}

/**
 * Follows an M-Pesa prompt the owner answers on their phone: asks the server every few seconds until
 * the payment settles. `onSettled` hears the answer once; a failed check is simply made again.
 */
export function usePromptFollow(
  reference: string | null,
  onSettled: (check: PaymentCheck) => void,
): void {
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    if (!reference) return;
    const until = Date.now() + PROMPT_FOR_MS;
    let isCurrent = true;
    let timer = 0;
    const poll = async () => {
      try {
        const check = await checkPayment(reference);
        if (!isCurrent) return;
        if (check.status !== 'pending') return settle(check);
      } catch {
        // asked again below
      }
      if (isCurrent && Date.now() < until)
        timer = window.setTimeout(() => void poll(), PROMPT_EVERY_MS);
    };
    timer = window.setTimeout(() => void poll(), PROMPT_EVERY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [reference]);
}

/**
 * Back from the card checkout (?reference=SUB-...): asks the server, which verifies with the
 * provider, how the payment went, a few times while it is still pending; tells the owner, then
 * drops the reference from the address so a reload does not announce it again.
 */
export function usePaymentReturn(): boolean {
  const search = useSearch();
  const [, navigate] = useLocation();
  const refresh = useRefreshSubscription();
  const reference = new URLSearchParams(search).get('reference');
  const [isChecking, setChecking] = useState(reference !== null);
  const done = useEffectEvent(() => {
    setChecking(false);
    navigate('/app/subscription', { replace: true });
    void refresh();
  });
  useEffect(() => {
    if (!reference) return;
    let isCurrent = true;
    void (async () => {
      for (let check = 0; check < RETURN_CHECKS && isCurrent; check++) {
        try {
          const answer = await checkPayment(reference);
          if (answer.status !== 'pending' || check === RETURN_CHECKS - 1) {
            if (!isCurrent) return;
            if (answer.status === 'pending') toast.info(subscriptionText('stillConfirming'));
            else announce(answer);
            return done();
          }
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) {
            if (isCurrent) done();
            return;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, RETURN_EVERY_MS));
      }
      // unreachable all along: the page shows what the server has; the job settles the rest
      if (isCurrent) done();
    })();
    return () => {
      isCurrent = false;
    };
  }, [reference]);
  return isChecking;
}
