import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { SubscriptionCheckoutInput } from '@shared/subscription-checkout';
import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type SubscriptionPage = InferResponseType<typeof api.subscription.$get, 200>;
export type PlanView = SubscriptionPage['plans'][number];
export type StartedPayment = InferResponseType<
  typeof api.subscription.checkout.$post,
  200
>['payment'];
export type PaymentCheck = InferResponseType<
  (typeof api.subscription.payments)[':reference']['$get'],
  200
>['payment'];

export const SUBSCRIPTION_KEY = ['subscription'] as const;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: async () => readJson<SubscriptionPage>(await api.subscription.$get()),
    // an owner without a business is told so at once, not after retries
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });
}

/** The server's words when it refused with a reason, else the spec's failure message. */
export function subscriptionError(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.status !== 429)
    return error.message;
  return SUBSCRIPTION_MESSAGES.failed;
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson<SubscriptionPage>(await api.subscription.trial.$post()),
    onSuccess: (page) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, page);
      toast.success(SUBSCRIPTION_MESSAGES.trialStarted);
    },
    onError: (error) => toast.error(subscriptionError(error)),
  });
}

export async function startCheckout(input: SubscriptionCheckoutInput): Promise<StartedPayment> {
  const answer = await readJson<{ payment: StartedPayment }>(
    await api.subscription.checkout.$post({ json: input }),
  );
  return answer.payment;
}

export async function checkPayment(reference: string): Promise<PaymentCheck> {
  const answer = await readJson<{ payment: PaymentCheck }>(
    await api.subscription.payments[':reference'].$get({ param: { reference } }),
  );
  return answer.payment;
}

/** After a payment settles: the screen shows what the server now has. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
}
