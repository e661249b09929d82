import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { PayoutSetupInput } from '@shared/payouts';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { payoutsText } from './messages/payouts-screens';

export type PayoutsView = InferResponseType<typeof api.business.payouts.$get, 200>;
export type SavedPayouts = InferResponseType<typeof api.business.payouts.$put, 200>;

/** The Payouts tab's toasts (docs/product/owner-area.md §8 Messages); the Services page card has its own words. */
export const PAYOUT_TOASTS = {
  get saved() {
    return payoutsText('toast.saved');
  },
  get saveFailed() {
    return payoutsText('toast.saveFailed');
  },
  get loadFailed() {
    return payoutsText('toast.loadFailed');
  },
};

const PAYOUTS_KEY = ['payouts'] as const;

export function usePayouts() {
  return useQuery({
    queryKey: PAYOUTS_KEY,
    queryFn: async () => readJson<PayoutsView>(await api.business.payouts.$get()),
  });
}

/** Saves every payout field at once: a form that shows only some still sends the others as loaded. */
export function useSavePayouts(messages: { success: string; failure: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PayoutSetupInput) =>
      readJson<SavedPayouts>(await api.business.payouts.$put({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData<PayoutsView>(PAYOUTS_KEY, saved);
      toast.success(messages.success);
    },
    onError: () => toast.error(messages.failure),
  });
}

/** The form's values: a field with nothing saved is an empty input. */
export function payoutFormValues({ payouts }: PayoutsView): PayoutSetupInput {
  return {
    mpesaNumber: payouts.mpesaNumber ?? '',
    airtelNumber: payouts.airtelNumber ?? '',
    bankName: payouts.bankName ?? '',
    bankAccountNumber: payouts.bankAccountNumber ?? '',
    accountHolderName: payouts.accountHolderName ?? '',
  };
}
