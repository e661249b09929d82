import { Dexie, type EntityTable } from 'dexie';

/** How long a synced item is kept on the device (docs/product/owner-area.md §9 Limits: retention 24 hours). */
export const RETENTION_MS = 24 * 60 * 60 * 1000;

export interface GeoPoint {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/** A sign-in as POST /api/attendance takes it, with the id and time made on the device. */
export interface QueuedSignIn {
  id: string;
  staffId: string;
  notes: string | null;
  geolocation: GeoPoint | null;
  signInTime: string;
}

/** A sign-out as POST /api/attendance/:id/sign-out takes it; the item's id is the record's. */
export interface QueuedSignOut {
  signOutTime: string;
  notes: string | null;
}

interface ItemBase {
  /** Queue order: a record's sign-out always comes after its sign-in. */
  seq?: number;
  /** The attendance record's id, made on the device for a sign-in made offline. */
  id: string;
  /** Whose session made it: an item is sent only with that owner's session. */
  ownerId: string;
  /** When it was queued (ms since the epoch). */
  timestamp: number;
  synced: boolean;
}

export type QueueItem =
  | (ItemBase & { type: 'sign-in'; payload: QueuedSignIn })
  | (ItemBase & { type: 'sign-out'; payload: QueuedSignOut });

type NewItem =
  | Omit<Extract<QueueItem, { type: 'sign-in' }>, 'seq' | 'synced' | 'timestamp'>
  | Omit<Extract<QueueItem, { type: 'sign-out' }>, 'seq' | 'synced' | 'timestamp'>;

const db = new Dexie('miadi-offline') as Dexie & {
  pending_attendance: EntityTable<QueueItem, 'seq'>;
};
db.version(1).stores({ pending_attendance: '++seq, id, ownerId' });

/** Puts an item at the end of the queue. */
export async function enqueue(item: NewItem): Promise<void> {
  await db.pending_attendance.add({ ...item, timestamp: Date.now(), synced: false });
}

/** The owner's items, synced (kept a day) and not, in queue order. */
export function allItems(ownerId: string): Promise<QueueItem[]> {
  return db.pending_attendance.where('ownerId').equals(ownerId).sortBy('seq');
}

/** The owner's items not yet synced, in queue order. */
export async function unsyncedItems(ownerId: string): Promise<QueueItem[]> {
  return (await allItems(ownerId)).filter((item) => !item.synced);
}

export async function markSynced(seq: number): Promise<void> {
  await db.pending_attendance.update(seq, { synced: true, timestamp: Date.now() });
}

/** Drops every queued item of a record (a refused sign-in takes its sign-out with it). */
export async function dropRecord(ownerId: string, id: string): Promise<void> {
  await db.pending_attendance
    .where('id')
    .equals(id)
    .and((item) => item.ownerId === ownerId)
    .delete();
}

/**
 * Drops synced items older than the retention, and unsynced ones older than it too: the server
 * refuses an offline record more than 24 hours old, so they could never be sent.
 */
export async function pruneQueue(now = Date.now()): Promise<void> {
  await db.pending_attendance.filter((item) => item.timestamp < now - RETENTION_MS).delete();
}
