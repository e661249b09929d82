import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { savedAccountId } from '../../lib/session';

// the answers the front desk needs to open without a connection: the business (its settings and time
// zone) and the attendance register; the rest of the owner area waits for the connection
const STORE = 'miadi.offline-cache';
const WRITE_AFTER_MS = 1_000;

function isKept(query: Query): boolean {
  const [area, view] = query.queryKey;
  return (
    query.state.status === 'success' &&
    (area === 'business' || (area === 'attendance' && view === 'day'))
  );
}

interface Stored {
  accountId: string;
  state: ReturnType<typeof dehydrate>;
}

/** Forgets the kept answers (signing out). */
export function forgetOfflineCache(): void {
  try {
    localStorage.removeItem(STORE);
  } catch {
    // storage unavailable: nothing was kept
  }
}

let started = false;

/**
 * Puts back the answers kept on this device for the account last signed in on it, then keeps them
 * up to date (a second after the last change). Another account's answers are never put back.
 */
export function keepOfflineCache(client: QueryClient): void {
  if (started) return;
  started = true;
  const accountId = savedAccountId();
  try {
    const text = localStorage.getItem(STORE);
    const stored = text ? (JSON.parse(text) as Stored) : null;
    if (stored && accountId && stored.accountId === accountId) {
      hydrate(client, stored.state);
      // kept answers are shown at once but never taken as fresh: each is asked again when used
      void client.invalidateQueries({ predicate: isKept, refetchType: 'none' });
    } else if (stored) forgetOfflineCache();
  } catch {
    forgetOfflineCache();
  }
  let timer: number | undefined;
  // at most one write a second, however often the cache changes (the register polls its queue)
  client.getQueryCache().subscribe(() => {
    if (timer !== undefined) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      const owner = savedAccountId();
      if (!owner) return;
      try {
        const state = dehydrate(client, { shouldDehydrateQuery: isKept });
        localStorage.setItem(STORE, JSON.stringify({ accountId: owner, state } satisfies Stored));
      } catch {
        // full storage: the register then needs the connection to open, as before
      }
    }, WRITE_AFTER_MS);
  });
}
