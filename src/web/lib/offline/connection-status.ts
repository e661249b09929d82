import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is online and what the offline queue's sync is doing, for the banner and the
 * attendance screen. Kept free of the IndexedDB library so the owner shell stays light.
 */
export type SyncPhase = 'idle' | 'syncing' | 'complete';

export interface ConnectionStatus {
  isOnline: boolean;
  phase: SyncPhase;
}

let status: ConnectionStatus = {
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  phase: 'idle',
};
const listeners = new Set<() => void>();

function publish(next: Partial<ConnectionStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

function onConnectionChange() {
  publish({ isOnline: navigator.onLine });
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', onConnectionChange);
    window.addEventListener('offline', onConnectionChange);
    onConnectionChange();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onConnectionChange);
      window.removeEventListener('offline', onConnectionChange);
    }
  };
}

export function setSyncPhase(phase: SyncPhase): void {
  publish({ phase });
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, () => status);
}
