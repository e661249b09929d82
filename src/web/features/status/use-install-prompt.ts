import { useEffect, useState } from 'react';
import { PUSH_MESSAGES } from '@shared/push';
import { toast } from '../../lib/toast';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_LATER_KEY = 'miadi.install-later';

function readLater(): boolean {
  try {
    return localStorage.getItem(INSTALL_LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** The installed and can-install flags; 'Later' is remembered on this device. */
export function useInstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [isInstalled, setInstalled] = useState(isStandalone);
  const [isDeferred, setDeferred] = useState(readLater);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      // keep the browser's own mini-bar away; the widget asks instead
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setEvent(null);
      toast.success(PUSH_MESSAGES.installed);
    };
    const mode = window.matchMedia('(display-mode: standalone)');
    const onMode = () => setInstalled(isStandalone());
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    mode.addEventListener('change', onMode);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      mode.removeEventListener('change', onMode);
    };
  }, []);

  const install = async () => {
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    setEvent(null);
  };
  const later = () => {
    try {
      localStorage.setItem(INSTALL_LATER_KEY, '1');
    } catch {
      // private mode: remembered for this page only
    }
    setDeferred(true);
  };
  return { isInstalled, canInstall: Boolean(event) && !isInstalled && !isDeferred, install, later };
}
