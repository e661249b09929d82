import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from './api';
import { readJson } from './api-error';

export type Me = InferResponseType<typeof api.me.$get, 200>;

export const ME_KEY = ['me'] as const;

/** The signed-in account and its roles, or null when there is no session. */
async function fetchMe(): Promise<Me | null> {
  const response = await api.me.$get();
  if (response.status === 401) return null;
  return readJson<Me>(response);
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe });
}
