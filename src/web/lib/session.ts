import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api } from './api';
import { readJson } from './api-error';

export type Me = InferResponseType<typeof api.me.$get, 200>;

export const ME_KEY = ['me'] as const;

// who was signed in on this device, so the installed app opens its owner area without a connection;
// a name and roles only: the session itself stays in its HTTP-only cookie, and the server decides
const SAVED_ME = 'miadi.me';

function savedMe(): Me | null {
  try {
    const text = localStorage.getItem(SAVED_ME);
    return text ? (JSON.parse(text) as Me) : null;
  } catch {
    return null;
  }
}

function rememberMe(me: Me | null): void {
  try {
    if (me) localStorage.setItem(SAVED_ME, JSON.stringify(me));
    else localStorage.removeItem(SAVED_ME);
  } catch {
    // private mode or full storage: the app then needs the connection to open, as before
  }
}

/** The id of the account last signed in on this device, if any. */
export function savedAccountId(): string | null {
  return savedMe()?.user.id ?? null;
}

/** Forgets the account on this device (signing out). */
export function forgetMe(): void {
  rememberMe(null);
}

/**
 * The signed-in account and its roles, or null when there is no session. Without a connection (the
 * request never reaches the server) the account last seen on this device stands in.
 */
async function fetchMe(): Promise<Me | null> {
  let response: Response;
  try {
    response = await api.me.$get();
  } catch (error) {
    const saved = savedMe();
    if (saved) return saved;
    throw error;
  }
  if (response.status === 401) {
    rememberMe(null);
    return null;
  }
  const me = await readJson<Me>(response);
  rememberMe(me);
  return me;
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe });
}
