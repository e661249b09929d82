import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

let registration: Promise<Workbox | null> | null = null;

/**
 * Registers /sw.js once, from the owner area only (so the public pages load none of this). The
 * worker library is imported lazily; a development server has no worker to register.
 */
export function registerServiceWorker(): Promise<Workbox | null> {
  registration ??= (async () => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    await wb.register();
    return wb;
  })().catch(() => null);
  return registration;
}

/** The update-available flag: a new worker has installed and waits to take over. */
export function useServiceWorkerUpdate() {
  const [workbox, setWorkbox] = useState<Workbox | null>(null);
  const [isUpdateAvailable, setUpdateAvailable] = useState(false);
  useEffect(() => {
    let isMounted = true;
    let registered: Workbox | null = null;
    const onWaiting = () => setUpdateAvailable(true);
    void registerServiceWorker().then((wb) => {
      if (!isMounted || !wb) return;
      registered = wb;
      setWorkbox(wb);
      wb.addEventListener('waiting', onWaiting);
    });
    return () => {
      isMounted = false;
      registered?.removeEventListener('waiting', onWaiting);
    };
  }, []);

  const update = () => {
    if (!workbox) return;
    // reload once the waiting worker controls the page, so the page and the worker agree
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  return { isUpdateAvailable, update };
}
