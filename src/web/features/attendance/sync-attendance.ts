import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import {
  dropRecord,
  markSynced,
  pruneQueue,
  unsyncedItems,
  type QueueItem,
} from '../../lib/offline/attendance-queue';
import { setSyncPhase } from '../../lib/offline/connection-status';
import { toast } from '../../lib/toast';
import { attendanceSyncText } from './messages/attendance-sync';
import { ATTENDANCE_KEY } from './use-attendance';

/** docs/product/owner-area.md §9 Limits: one item a second, so a returning connection is not flooded. */
const ITEM_DELAY_MS = 1_000;
/** How long the banner says 'Sync Complete'. */
const COMPLETE_MS = 3_000;

export interface SyncResult {
  synced: number;
  dropped: number;
  failed: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// times travel as ISO strings, written by Date's toJSON as JSON.stringify would
async function send(item: QueueItem): Promise<void> {
  const response =
    item.type === 'sign-in'
      ? await api.attendance.$post({
          json: { ...item.payload, signInTime: new Date(item.payload.signInTime).toJSON() },
        })
      : await api.attendance[':attendanceId']['sign-out'].$post({
          param: { attendanceId: item.id },
          json: { ...item.payload, signOutTime: new Date(item.payload.signOutTime).toJSON() },
        });
  await readJson(response);
}

const isDuplicate = (error: unknown) =>
  error instanceof ApiRequestError &&
  (error.code === 'duplicate_sign_in' || error.message.includes('Duplicate sign-in'));

/**
 * Sends the owner's queue in order. The server answers 200 for an id it already has, so an item
 * sent twice is stored once; a 'Duplicate sign-in' refusal drops the record (and its sign-out) from
 * the queue; any other failure keeps the item for the next sync and counts it.
 */
async function drain(ownerId: string): Promise<SyncResult & { total: number }> {
  await pruneQueue();
  const items = await unsyncedItems(ownerId);
  const synced = new Set<string>();
  const failed = new Set<string>();
  let dropped = 0;
  for (const [index, item] of items.entries()) {
    // a sign-out waits for its sign-in; once offline, nothing more can get through
    if (failed.has(item.id) || !navigator.onLine) {
      failed.add(item.id);
      continue;
    }
    if (index > 0) await wait(ITEM_DELAY_MS);
    try {
      await send(item);
      if (item.seq !== undefined) await markSynced(item.seq);
      synced.add(item.id);
    } catch (error) {
      if (item.type === 'sign-in' && isDuplicate(error)) {
        await dropRecord(ownerId, item.id);
        dropped += 1;
      } else {
        failed.add(item.id);
      }
    }
  }
  return { total: items.length, synced: synced.size, dropped, failed: failed.size };
}

let running: Promise<SyncResult> | null = null;
const isDraining = () => running !== null;

async function drainAndAnnounce(ownerId: string, isReconnect: boolean): Promise<SyncResult> {
  try {
    const result = await drain(ownerId);
    if (result.synced) toast.success(attendanceSyncText('synced', { count: result.synced }));
    if (result.failed) toast.warning(attendanceSyncText('failed', { count: result.failed }));
    if (result.total && isReconnect) {
      if (result.failed) toast.error(attendanceSyncText('someFailed'));
      else toast.success(attendanceSyncText('allSynced'));
    }
    if (!result.total && !isReconnect) toast.success(attendanceSyncText('allSynced'));
    return result;
  } catch {
    // IndexedDB unavailable (a private window, say): nothing was sent
    toast.error(attendanceSyncText('someFailed'));
    return { synced: 0, dropped: 0, failed: 0 };
  }
}

/**
 * One sync at a time; a second call while one drains the queue shares its result. The register is
 * read again after the queue is drained, outside that lock: a read the connection cuts waits for the
 * connection, and the sync the returning connection starts must not wait behind it.
 */
export async function syncAttendance({
  ownerId,
  queryClient,
  isReconnect = false,
}: {
  ownerId: string;
  queryClient: QueryClient;
  isReconnect?: boolean;
}): Promise<SyncResult> {
  if (!running) {
    setSyncPhase('syncing');
    running = drainAndAnnounce(ownerId, isReconnect).finally(() => {
      running = null;
    });
  }
  const result = await running;
  await queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });
  // a newer sync may have started meanwhile; its own end says complete
  if (isDraining()) return result;
  setSyncPhase('complete');
  setTimeout(() => {
    if (!isDraining()) setSyncPhase('idle');
  }, COMPLETE_MS);
  return result;
}
