import { PLATFORM_TIME_ZONE } from '@shared/format/time-zones';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type OwnerBusiness = InferResponseType<typeof api.business.$get, 200>;
export type OwnerBusinessView = Extract<OwnerBusiness, { settings: unknown }>;

export const BUSINESS_KEY = ['business'] as const;

/** The signed-in owner's business with its settings and hours; `business` is null before onboarding. */
export function useOwnerBusiness() {
  return useQuery({
    queryKey: BUSINESS_KEY,
    queryFn: async () => readJson<OwnerBusiness>(await api.business.$get()),
  });
}

/**
 * A change to the business: every endpoint answers with the whole business, which replaces the cache,
 * so every tab shows what the server kept.
 */
export function useBusinessMutation<TInput>(
  send: (input: TInput) => Promise<Response>,
  messages: { success: () => string; failure: () => string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => readJson<OwnerBusinessView>(await send(input)),
    onSuccess: (view) => {
      queryClient.setQueryData(BUSINESS_KEY, view);
      toast.success(messages.success());
    },
    onError: () => toast.error(messages.failure()),
  });
}

/** The business's time zone, which every owner-area date and time is read in (Nairobi's until known). */
export function useBusinessTimeZone(): string {
  const { data } = useOwnerBusiness();
  return data && 'settings' in data ? data.settings.timezone : PLATFORM_TIME_ZONE;
}
