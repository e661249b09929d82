import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { executePrepared } from '../db/prepared';
import type { LockedLimits } from '../subscriptions/limits';

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
  options: PlanOptions = {},
): Promise<void> {
  await executePrepared(
    tx,
    sql`SELECT pg_advisory_xact_lock(hashtextextended(key, 0))${genericPlans(options)}
    FROM ${windowKeys(businessId, start, end)} AS key`,
  );
}

export interface PlanOptions {
  /**
   * The rest of the transaction runs its prepared statements on generic plans: planned once per
   * connection instead of at every run (planning was most of the booking's read), and not swayed by
   * statistics older than a busy day's bookings (docs/decisions/0045). Only for transactions whose
   * statements all suit a generic plan.
   */
  genericPlans?: boolean;
}

/** The column that sets the transaction's plan mode, when asked for. */
function genericPlans({ genericPlans: isAsked }: PlanOptions) {
  return isAsked ? sql`, set_config('plan_cache_mode', 'force_generic_plan', true)` : sql``;
}

/** The window's lock keys as a set-returning expression. */
function windowKeys(businessId: string, start: Date, end: Date) {
  const first = Math.floor(start.getTime() / BUCKET_MS);
  const last = Math.ceil(end.getTime() / BUCKET_MS);
  const keys: string[] = [];
  for (let bucket = first; bucket < last; bucket++) keys.push(`booking:${businessId}:${bucket}`);
  // one parameter (drizzle would spread an array into a tuple); the keys hold no commas
  return sql`unnest(string_to_array(${keys.join(',')}, ','))`;
}

/**
 * lockBookingWindow(), then the business's subscription row as lockSubscriptionLimits() locks it,
 * in one round trip and in that order (the row's lock waits for the window's, as in every other
 * transaction that takes both). Answers the limits, null when the business has no subscription.
 */
export async function lockBookingWindowAndLimits(
  tx: Tx,
  businessId: string,
  start: Date,
  end: Date,
  options: PlanOptions = {},
): Promise<LockedLimits | null> {
  const rows = await executePrepared<LockedLimits & Record<string, unknown>>(
    tx,
    sql`
    WITH locked AS MATERIALIZED (
      SELECT count(*) AS n${genericPlans(options)} FROM (
        SELECT pg_advisory_xact_lock(hashtextextended(key, 0))
        FROM ${windowKeys(businessId, start, end)} AS key) AS each_lock)
    SELECT s.plan_type AS "planType", s.staff_limit AS "staffLimit",
           s.bookings_limit AS "bookingsLimit"
    FROM locked CROSS JOIN LATERAL (
      SELECT plan_type, staff_limit, bookings_limit FROM subscriptions
      WHERE business_id = ${businessId} AND locked.n >= 0
      FOR NO KEY UPDATE) AS s`,
  );
  return rows[0] ?? null;
}
