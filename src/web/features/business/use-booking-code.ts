import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

export type ChannelLinks = InferResponseType<
  (typeof api.business)['booking-code']['$get'],
  200
>['channels'];

export const BOOKING_CODE_KEY = ['booking-code'] as const;

/** The business's booking code, and its WhatsApp and USSD ways in made from it by the server. */
export function useBookingCode() {
  return useQuery({
    queryKey: BOOKING_CODE_KEY,
    queryFn: async () =>
      (await readJson<{ channels: ChannelLinks }>(await api.business['booking-code'].$get()))
        .channels,
  });
}

/** A change of code: the code the owner chose, or (null) a new one the server picks. */
export function useChangeBookingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string | null) =>
      (
        await readJson<{ channels: ChannelLinks }>(
          code === null
            ? await api.business['booking-code'].new.$post()
            : await api.business['booking-code'].$put({ json: { code } }),
        )
      ).channels,
    onSuccess: (channels) => queryClient.setQueryData(BOOKING_CODE_KEY, channels),
  });
}
