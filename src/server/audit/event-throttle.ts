import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema/auth';

/** One event row standing for every occurrence of its kind from one address in one window. */
interface Window {
  endsAt: number;
  occurrences: number;
  /** The row's id, once written (a repeat arriving meanwhile waits for it). */
  row: Promise<string | null>;
  /** Occurrences already written to the row. */
  written: number;
  flush: NodeJS.Timeout | null;
}

export interface ThrottleOptions {
  windowMs: number;
  /** A repeat updates the row's count after this delay, one update for every repeat meanwhile. */
  flushDelayMs: number;
  /** Addresses tracked at once; past it, new addresses share one row per kind ('many'). */
  maxKeys: number;
}

export const EVENT_THROTTLE: ThrottleOptions = {
  windowMs: 60_000,
  flushDelayMs: 2_000,
  maxKeys: 10_000,
};

/**
 * Bounds what a flood of bad requests can write: at most one row per kind of event and address a
 * minute, whose `occurrences` counts the requests it stands for (docs/decisions/0030). Repeats are
 * counted in memory and written as one update a moment later, so a flood costs a few writes, not one
 * per request. Per process: each server process keeps its own windows.
 */
export class EventThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly db: Database,
    private readonly options: ThrottleOptions = EVENT_THROTTLE,
  ) {}

  /** Writes the first occurrence with `insert` (which returns the row id); counts the rest. */
  async record(
    kind: string,
    address: string | null,
    insert: () => Promise<string | null>,
    now = Date.now(),
  ): Promise<void> {
    const key = this.keyFor(kind, address ?? 'unknown', now);
    const open = this.windows.get(key);
    if (open && open.endsAt > now) {
      open.occurrences += 1;
      open.flush ??= setTimeout(() => void this.flush(open), this.options.flushDelayMs).unref();
      return;
    }
    const window: Window = {
      endsAt: now + this.options.windowMs,
      occurrences: 1,
      written: 1,
      row: insert(),
      flush: null,
    };
    // re-inserted, so the map stays in the order windows opened and the oldest are swept first
    this.windows.delete(key);
    this.windows.set(key, window);
    try {
      await window.row;
    } catch (error) {
      this.windows.delete(key);
      throw error;
    }
  }

  private keyFor(kind: string, address: string, now: number): string {
    const key = `${kind}|${address}`;
    if (this.windows.has(key) || this.windows.size < this.options.maxKeys) return key;
    this.sweep(now);
    return this.windows.size < this.options.maxKeys ? key : `${kind}|many`;
  }

  /** Forgets windows that have ended (the oldest come first). */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) break;
      if (!window.flush) this.windows.delete(key);
    }
  }

  private async flush(window: Window): Promise<void> {
    window.flush = null;
    const occurrences = window.occurrences;
    if (occurrences === window.written) return;
    const id = await window.row.catch(() => null);
    if (!id) return;
    window.written = occurrences;
    try {
      await this.db
        .update(auditLog)
        .set({
          oldValues: sql`coalesce(${auditLog.oldValues}, '{}'::jsonb) || jsonb_build_object('occurrences', ${occurrences}::int)`,
        })
        .where(eq(auditLog.id, id));
    } catch {
      // the count is a tally, not the record: a database gone away at shutdown loses only the tally
    }
  }
}

const throttles = new WeakMap<Database, EventThrottle>();

/** The throttle of one server's database (a test process runs several servers side by side). */
export function throttleFor(db: Database): EventThrottle {
  let throttle = throttles.get(db);
  if (!throttle) {
    throttle = new EventThrottle(db);
    throttles.set(db, throttle);
  }
  return throttle;
}
