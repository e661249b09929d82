import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';

const BUCKET_MS = 15 * 60_000;

/**
 * Serialises every booking transaction whose time overlaps this one, in any server process: a
 * transaction-scoped advisory lock on each 15-minute bucket the booking touches. Two overlapping
 * intervals always share a bucket, so they always meet at a lock; non-overlapping bookings never wait
 * for each other. Buckets are taken in ascending order, so two transactions cannot deadlock.
 */
export async function lockBookingWindow(
  tx: Tx,
  businessId: string,
  start: Date,
  end: Date,
): Promise<void> {
  const first = Math.floor(start.getTime() / BUCKET_MS);
  const last = Math.ceil(end.getTime() / BUCKET_MS);
  const keys: string[] = [];
  for (let bucket = first; bucket < last; bucket++) keys.push(`booking:${businessId}:${bucket}`);
  await tx.execute(
    // one parameter (drizzle would spread an array into a tuple); the keys hold no commas
    sql`SELECT pg_advisory_xact_lock(hashtextextended(key, 0)) FROM unnest(string_to_array(${keys.join(',')}, ',')) AS key`,
  );
}
