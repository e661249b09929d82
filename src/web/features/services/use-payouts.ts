import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { PAYOUT_MESSAGES, type PayoutSetupInput } from '@shared/payouts';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type PayoutsView = InferResponseType<typeof api.business.payouts.$get, 200>;

const PAYOUTS_KEY = ['payouts'] as const;

export function usePayouts() {
  return useQuery({
    queryKey: PAYOUTS_KEY,
    queryFn: async () => readJson<PayoutsView>(await api.business.payouts.$get()),
  });
}

export function useSavePayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PayoutSetupInput) =>
      readJson<PayoutsView>(await api.business.payouts.$put({ json: input })),
    onSuccess: (view) => {
      queryClient.setQueryData(PAYOUTS_KEY, view);
      toast.success(PAYOUT_MESSAGES.saved);
    },
    onError: () => toast.error(PAYOUT_MESSAGES.saveFailed),
  });
}
