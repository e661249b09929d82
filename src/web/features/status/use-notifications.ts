import { useState } from 'react';
import { PUSH_MESSAGES } from '@shared/push';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { registerServiceWorker } from './use-service-worker';

type Permission = NotificationPermission | 'unsupported';

function isSupported(): boolean {
  return 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

function currentPermission(): Permission {
  return isSupported() ? Notification.permission : 'unsupported';
}

/** Subscribes this device with the server's VAPID key and stores it with the owner's business. */
async function subscribeDevice(): Promise<void> {
  const worker = await registerServiceWorker();
  if (!worker) throw new Error('no service worker');
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await readJson<{ publicKey: string }>(await api.push['public-key'].$get());
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
  const store = async () => {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const { endpoint, keys } = subscription.toJSON();
    await readJson(
      await api.push.subscriptions.$post({
        json: {
          endpoint: endpoint ?? '',
          keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
        },
      }),
    );
  };
  try {
    await store();
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.code === 'endpoint_taken')) throw error;
    // this browser still holds another business's subscription (another account signed in here
    // before): drop it and make a new one, with an endpoint of its own
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    await store();
  }
}

/** The notification-permission flag and the enable action, with the widget's toasts. */
export function useNotifications() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [isBusy, setBusy] = useState(false);

  const enable = async () => {
    if (!isSupported()) {
      toast.error(PUSH_MESSAGES.unsupported);
      return;
    }
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        toast.error(PUSH_MESSAGES.denied);
        return;
      }
      await subscribeDevice();
      toast.success(PUSH_MESSAGES.enabled);
    } catch {
      toast.error(PUSH_MESSAGES.unsupported);
    } finally {
      setBusy(false);
    }
  };
  return { permission, isBusy, enable };
}
