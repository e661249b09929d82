import { useCallback, useEffect, useState } from 'react';
import { isPageRefusal } from '@shared/page-refusal';
import { ApiRequestError } from './api-error';
import { useInitialData } from './initial-data';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  /** `at`: when it failed (ISO 8601). */
  | { state: 'error'; error: unknown; at: string };

const RETRIES = 2;

/**
 * Loads once per key, retrying twice on a network or server failure but never on a 4xx (a missing
 * business stays missing). The public booking page uses this instead of the query library, which
 * would cost a tenth of the page's weight for two requests. A key the server already read for this
 * page (its initial data) starts ready, on the server and in the browser alike, or failed when the
 * server's answer was a refusal (a missing business); a reload asks again.
 */
export function useLoader<T>(
  key: string | null,
  load: () => Promise<T>,
): Loaded<T> & { reload: () => void } {
  // each result remembers which load it answers, so a new key or a reload reads as loading at once
  const [result, setResult] = useState<{ token: string; loaded: Loaded<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const token = `${attempt}:${key ?? ''}`;
  const seeded = useInitialData<T>(attempt === 0 ? key : null);
  useEffect(() => {
    if (key === null || seeded !== undefined) return;
    let isCurrent = true;
    const settle = (loaded: Loaded<T>) => {
      if (isCurrent) setResult({ token, loaded });
    };
    void (async () => {
      for (let tries = 0; ; tries++) {
        try {
          settle({ state: 'ready', data: await load() });
          return;
        } catch (error) {
          const isClientError =
            error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
          if (isClientError || tries >= RETRIES) {
            settle({ state: 'error', error, at: new Date().toISOString() });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** tries));
        }
      }
    })();
    return () => {
      isCurrent = false;
    };
    // `load` is recreated each render; the key and the attempt say when to load again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const loaded: Loaded<T> =
    result?.token === token
      ? result.loaded
      : isPageRefusal(seeded)
        ? {
            state: 'error',
            error: new ApiRequestError(
              seeded.refused.status,
              seeded.refused.code,
              seeded.refused.message,
            ),
            at: seeded.refused.at,
          }
        : seeded !== undefined
          ? { state: 'ready', data: seeded }
          : { state: 'loading' };
  return { ...loaded, reload };
}
