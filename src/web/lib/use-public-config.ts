import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from './api';
import { readJson } from './api-error';

export type PublicConfig = InferResponseType<typeof api.config.$get, 200>;

/** Run-time settings from the server: the map's tile server and attribution, the booking domain. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: async () => readJson<PublicConfig>(await api.config.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
