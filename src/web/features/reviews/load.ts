import { useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

/** Loads once per key (the review page's one request; no query library on a public page). */
export function useLoaded<T>(key: string, load: (key: string) => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    load(key)
      .then((data) => isCurrent && setResult({ key, loaded: { state: 'ready', data } }))
      .catch(
        (error: unknown) => isCurrent && setResult({ key, loaded: { state: 'error', error } }),
      );
    return () => {
      isCurrent = false;
    };
  }, [key, load]);
  return result?.key === key ? result.loaded : { state: 'loading' };
}
