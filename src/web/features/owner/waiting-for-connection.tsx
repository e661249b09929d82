import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { ClipboardCheck, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button-styles';
import { useConnectionStatus } from '../../lib/offline/connection-status';
import { shellText } from './messages/owner-shell';

/** A query the page on screen is waiting for and has nothing of: it can only come with the connection. */
function isWaitingWithoutData(query: Query): boolean {
  return (
    query.getObserversCount() > 0 &&
    query.state.data === undefined &&
    (query.state.fetchStatus === 'paused' ||
      query.state.status === 'error' ||
      query.state.fetchFailureCount > 0)
  );
}

function useHasWaitingQuery(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryCache().getAll().some(isWaitingWithoutData),
    () => false,
  );
}

/**
 * Offline, a page whose answers were never kept on this device says so, instead of grey boxes
 * that never fill: the page stays mounted underneath (hidden), so it fills itself the moment the
 * connection returns. Pages with kept answers (the attendance register) show as they are.
 */
export function WaitingForConnection({ children }: { children: ReactNode }) {
  const { isOnline } = useConnectionStatus();
  const isWaiting = useHasWaitingQuery() && !isOnline;
  return (
    <>
      {isWaiting ? (
        <section
          aria-labelledby="offline-title"
          className="mx-auto grid max-w-md justify-items-center gap-3 px-6 py-16 text-center"
        >
          <WifiOff className="size-10 text-muted" aria-hidden />
          <h1 id="offline-title" className="text-xl font-bold tracking-tight">
            {shellText('offline.title')}
          </h1>
          <p className="text-muted">{shellText('offline.body')}</p>
          <p className="text-muted">{shellText('offline.attendance')}</p>
          <Link href="/app/staff-attendance" className={buttonClass('outline', 'md')}>
            <ClipboardCheck />
            {shellText('offline.openAttendance')}
          </Link>
        </section>
      ) : null}
      <div hidden={isWaiting}>{children}</div>
    </>
  );
}
