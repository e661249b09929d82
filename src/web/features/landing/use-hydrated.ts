import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser can read (the address's hash, say): `onServer` while the server renders
 * and while the browser hydrates that HTML, so both agree; the browser's own value right after.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}
