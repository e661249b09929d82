import type { Announcements, Channel } from '../db/announcements';
import { weakTag } from './caching';

/**
 * An answer as read, ready to send: its JSON as UTF-8 bytes and their ETag. Neither the value it
 * was made from (a 30-day availability answer is a thousand small objects) nor the JSON as a
 * string is kept: both live in the JavaScript heap, where every young-generation collection
 * copies what was kept since the last one (measured: 2-2.5 ms per collection instead of 0.9 with
 * availability answers kept as strings); bytes live outside it and go to the socket as they are.
 */
export interface KeptAnswer {
  json: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Entry extends KeptAnswer {
  /** Epoch ms from which the answer may differ with nothing written (a day or slot passing). */
  changesAtMs: number;
}

const decoder = new TextDecoder();

/** A kept answer's value, as the API sent it. */
export function keptValue<T>(kept: KeptAnswer): T {
  return JSON.parse(decoder.decode(kept.json)) as T;
}

export interface KeptAnswers<T> {
  /**
   * The kept answer for this business and key, or a fresh one from `load` (kept unless a change
   * was heard while it was read). `load` answers the value and when it changes by itself.
   */
  read(
    businessId: string,
    key: string,
    load: (now: Date) => Promise<{ value: T; changesAtMs: number }>,
  ): Promise<KeptAnswer>;
  close(): void;
}

/** No answer is older than this, whatever was heard. */
const MAX_AGE_MS = 60_000;

/** Bytes of JSON kept at most by one keeper, whatever `maxKept` allows. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
const encoder = new TextEncoder();
/** Businesses whose last announcement is remembered one by one. */
const MAX_HEARD = 10_000;

/**
 * Public answers kept in this process per business (docs/decisions/0041) and forgotten the moment
 * the database announces a change to that business on any of `channels`. An answer read while a
 * change to its business was heard is sent but not kept (it may predate the change); while announcements may be
 * missed nothing is kept at all. At most `maxKept` answers and 32 MB of JSON, the least
 * recently read business's answers dropped first.
 */
export function keptAnswers<T>(
  announcements: Announcements,
  channels: Channel[],
  { maxKept, clock = () => new Date() }: { maxKept: number; clock?: () => Date },
): KeptAnswers<T> {
  // by business, then by key; the outer map's order is the order businesses were last read in
  const kept = new Map<string, Map<string, Entry>>();
  let size = 0;
  let bytes = 0;
  const drop = (businessId: string) => {
    const answers = kept.get(businessId);
    if (!answers) return;
    size -= answers.size;
    for (const entry of answers.values()) bytes -= entry.json.byteLength;
    kept.delete(businessId);
  };
  // what was heard, in order: a read that saw its business announced (or everything, with null)
  // may hold an answer older than the change. Per business, so a busy platform's other bookings do
  // not stop a business's answers being kept; the last 10,000 businesses heard are remembered, and
  // anything older counts as heard at the floor.
  let heard = 0;
  let floor = 0;
  const lastHeard = new Map<string, number>();
  const forget = (businessId: string | null) => {
    heard++;
    if (businessId === null) {
      floor = heard;
      lastHeard.clear();
      kept.clear();
      size = 0;
      bytes = 0;
      return;
    }
    lastHeard.delete(businessId);
    lastHeard.set(businessId, heard);
    if (lastHeard.size > MAX_HEARD) {
      const [oldest, at] = lastHeard.entries().next().value!;
      lastHeard.delete(oldest);
      floor = Math.max(floor, at);
    }
    drop(businessId);
  };
  const heardSince = (businessId: string, before: number) =>
    (lastHeard.get(businessId) ?? floor) > before;
  const stops = channels.map((channel) => announcements.on(channel, forget));

  const store = (businessId: string, key: string, entry: Entry) => {
    const answers = kept.get(businessId) ?? new Map<string, Entry>();
    kept.delete(businessId);
    kept.set(businessId, answers);
    const replaced = answers.get(key);
    if (replaced) bytes -= replaced.json.byteLength;
    else size++;
    bytes += entry.json.byteLength;
    answers.set(key, entry);
    while ((size > maxKept || bytes > MAX_KEPT_BYTES) && kept.size) {
      drop(kept.keys().next().value!);
    }
  };

  return {
    async read(businessId, key, load) {
      const now = clock();
      const answers = kept.get(businessId);
      const hit = answers?.get(key);
      if (answers && hit && hit.changesAtMs > now.getTime() && announcements.isHearing()) {
        kept.delete(businessId);
        kept.set(businessId, answers);
        return hit;
      }
      const before = heard;
      const wasHearing = announcements.isHearing();
      const { value, changesAtMs } = await load(now);
      // its own exactly sized buffer: Buffer.from would cut small ones from a shared 8 KB slab,
      // which a kept answer would then keep alive whole
      const json = encoder.encode(JSON.stringify(value));
      const entry: Entry = {
        json,
        etag: weakTag(json),
        changesAtMs: Math.min(changesAtMs, now.getTime() + MAX_AGE_MS),
      };
      if (wasHearing && announcements.isHearing() && !heardSince(businessId, before))
        store(businessId, key, entry);
      return entry;
    },
    close() {
      for (const stop of stops) stop();
      kept.clear();
      size = 0;
      bytes = 0;
    },
  };
}
