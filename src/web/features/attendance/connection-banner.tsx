import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RefreshCw, WifiOff } from 'lucide-react';
import { cx } from '../../components/ui/cx';
import { useConnectionStatus } from '../../lib/offline/connection-status';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { attendanceSyncText } from './messages/attendance-sync';

/**
 * Announces connection changes and syncs the attendance queue when the connection returns; the sync
 * code (and IndexedDB library) is fetched only then.
 */
function useReconnectSync() {
  const queryClient = useQueryClient();
  const ownerId = useMe().data?.user.id;
  useEffect(() => {
    const onOffline = () => toast.warning(attendanceSyncText('lost'), 'connection');
    const onOnline = () => {
      toast.info(attendanceSyncText('restored'), 'connection');
      if (!ownerId) return;
      void import('./sync-attendance').then(({ syncAttendance }) =>
        syncAttendance({ ownerId, queryClient, isReconnect: true }),
      );
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient, ownerId]);
}

/** The owner area's offline/sync banner: Working Offline, Syncing..., Sync Complete. */
export function ConnectionBanner() {
  useReconnectSync();
  const { isOnline, phase } = useConnectionStatus();
  const state = !isOnline ? 'offline' : phase === 'idle' ? null : phase;
  return (
    <div role="status" aria-live="polite" className={state ? undefined : 'sr-only'}>
      {state ? (
        <p
          className={cx(
            'flex items-center justify-center gap-2 px-4 py-2 text-sm font-medium',
            state === 'offline' &&
              'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
            state === 'syncing' &&
              'bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100',
            state === 'complete' &&
              'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
          )}
        >
          {state === 'offline' ? <WifiOff className="size-4" aria-hidden /> : null}
          {state === 'syncing' ? <RefreshCw className="size-4 animate-spin" aria-hidden /> : null}
          {state === 'complete' ? <CheckCircle2 className="size-4" aria-hidden /> : null}
          {attendanceSyncText(`banner.${state}`)}
        </p>
      ) : null}
    </div>
  );
}
