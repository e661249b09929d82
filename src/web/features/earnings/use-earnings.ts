import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { EarningsPeriod } from '@shared/earnings';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { BOOKINGS_KEY } from '../owner-bookings/use-bookings';
import { earningsText } from './messages/earnings-screens';

export type EarningsView = InferResponseType<typeof api.business.earnings.$get, 200>;
export type EarningsTotals = EarningsView['totals'];
export type TransactionView = EarningsView['recent'][number];
type RefundResult = InferResponseType<
  (typeof api.business.payments)[':transactionId']['refund']['$post'],
  200
>;

const EARNINGS_KEY = ['earnings'] as const;

export function useEarnings(period: EarningsPeriod) {
  return useQuery({
    queryKey: [...EARNINGS_KEY, period],
    queryFn: async () =>
      readJson<EarningsView>(await api.business.earnings.$get({ query: { period } })),
    // the figures stay while another period loads, instead of flashing placeholders
    placeholderData: keepPreviousData,
    // money moves while the owner works: a payment made a minute ago should show
    staleTime: 30 * 1000,
  });
}

/** Gives a payment owed back (refund_due) back to the client through the payment provider. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (transactionId: string) =>
      readJson<RefundResult>(
        await api.business.payments[':transactionId'].refund.$post({ param: { transactionId } }),
      ),
    onSuccess: ({ transaction }) =>
      toast.success(
        transaction.status === 'refunded'
          ? earningsText('refund.done')
          : earningsText('refund.requested'),
      ),
    // a failure is shown in the confirmation itself; either way the list is fetched again, since a
    // 409 means the payment changed meanwhile, and the booking's 'refund due' mark follows the payment
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EARNINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
      ]),
  });
}
