import { createHash } from 'node:crypto';
import type { Announcements } from '../db/announcements';
import type { Database } from '../db/database';
import { loadPublicPage } from './page-data';
import type { PublicPageView } from './presenter';

/** A page as read, ready to send: its JSON and that JSON's ETag. */
export interface KeptPage {
  page: PublicPageView;
  json: string;
  etag: string;
}

interface Entry extends KeptPage {
  /** Epoch ms at which the page changes by itself (midnight, the subscription's end). */
  changesAtMs: number;
}

export interface PublicPageCache {
  read(businessId: string): Promise<KeptPage>;
  close(): void;
}

/** Businesses whose pages are kept at once; past it the least recently read is dropped. */
const MAX_KEPT = 1000;
/** No copy is older than this, whatever was heard. */
const MAX_AGE_MS = 60_000;

/**
 * Each process keeps the public booking pages it has read (docs/decisions/0041) and forgets one the
 * moment the database announces a change to it (public_page_changed, migration 0020). A page read
 * while a change was announced is sent but not kept, since it may predate that change; while
 * announcements may be missed nothing is kept at all.
 */
export function createPublicPageCache(
  db: Database,
  announcements: Announcements,
  clock: () => Date = () => new Date(),
): PublicPageCache {
  const kept = new Map<string, Entry>();
  // counts what was heard: a read that saw it move may hold a page older than the change
  let heard = 0;
  const stop = announcements.on('public_page_changed', (businessId) => {
    heard++;
    if (businessId === null) kept.clear();
    else kept.delete(businessId);
  });

  return {
    async read(businessId) {
      const now = clock();
      const hit = kept.get(businessId);
      if (hit && hit.changesAtMs > now.getTime() && announcements.isHearing()) {
        // most recently read last, so the first is the one to drop
        kept.delete(businessId);
        kept.set(businessId, hit);
        return hit;
      }
      const before = heard;
      const wasHearing = announcements.isHearing();
      const { page, changesAtMs } = await loadPublicPage(db, businessId, now);
      const json = JSON.stringify(page);
      const entry: Entry = {
        page,
        json,
        etag: `"${createHash('sha1').update(json).digest('hex')}"`,
        changesAtMs: Math.min(changesAtMs, now.getTime() + MAX_AGE_MS),
      };
      if (wasHearing && announcements.isHearing() && heard === before) {
        kept.delete(businessId);
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(businessId, entry);
      }
      return entry;
    },
    close() {
      stop();
      kept.clear();
    },
  };
}
