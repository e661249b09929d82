import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LookupFunction } from 'node:net';
import type { Database } from '../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/webhooks';
import type { Logger } from '../logger';
import { dispatchMessages } from '../messaging/queue';
import { retryDelayMs } from '../messaging/send-job';
import { deliverWebhook, type DeliveryOutcome } from './deliver';
import { recordWebhookDisabledMail } from './disabled-mail';
import { webhookHeaders } from './sign';

/**
 * Sends the webhook deliveries that are due (docs/plans/public-api.md §3.9): claimed, committed,
 * sent, then recorded, so no connection is held across the network. At most one delivery of a
 * booking is in flight to an endpoint, and a later one waits behind an earlier one still queued
 * or sending, so each endpoint hears a booking's changes in the order they were committed. A
 * failure is tried again after 30 s, doubling, with a last try a day after the first; then the
 * delivery has failed. An endpoint failing for a day, or answering 410 Gone, is switched off, and
 * its owner is mailed in the same transaction.
 */

export const WEBHOOK_BATCH = 20;
const FIRST_RETRY_SECONDS = 30;
const TRY_FOR_MS = 24 * 3_600_000;
/** Sends at once in a round, and at most this many of them to one endpoint. */
const AT_ONCE = 8;
const PER_ENDPOINT = 4;
const TIMEOUT_MS = 15_000;
/** A delivery left 'sending' this long was in a process that stopped: it is sent again. */
export const STUCK_SENDING_MS = 2 * 60_000;

export interface WebhookSendDeps {
  db: Database;
  logger: Logger;
  testOrigins: readonly string[];
  /** The app's address: the owner's mail links to where an endpoint is turned on again. */
  publicUrl: string;
  timeoutMs?: number;
  lookup?: LookupFunction;
}

interface Claimed extends Record<string, unknown> {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number;
  first_attempt_at: string | Date | null;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | Date | null;
  payload: string;
}

async function claimDue(db: Database, now: Date, limit: number): Promise<Claimed[]> {
  const at = now.toISOString();
  const { rows } = await db.execute<Claimed>(sql`
    WITH claimed AS (
      UPDATE ${webhookDeliveries} SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id IN (
        SELECT d.id FROM ${webhookDeliveries} d
        JOIN ${webhookEndpoints} e ON e.id = d.endpoint_id AND e.disabled_at IS NULL
        WHERE d.status = 'queued' AND d.send_after <= ${at}::timestamptz
          AND NOT EXISTS (
            SELECT 1 FROM ${webhookDeliveries} p
            WHERE p.endpoint_id = d.endpoint_id AND p.ordering_key = d.ordering_key
              AND p.seq < d.seq AND p.status IN ('queued', 'sending'))
        ORDER BY d.send_after, d.seq
        LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED)
      RETURNING id, event_id, endpoint_id, attempts, first_attempt_at, seq)
    SELECT c.id, c.event_id, c.endpoint_id, c.attempts, c.first_attempt_at, e.url, e.secret,
      e.previous_secret, e.previous_secret_until, ev.payload
    FROM claimed c
    JOIN ${webhookEndpoints} e ON e.id = c.endpoint_id
    JOIN webhook_events ev ON ev.id = c.event_id
    ORDER BY c.seq`);
  return rows;
}

const asDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** When to try again after a failure, or null when the day is over. */
export function nextTryAt(
  {
    attempts,
    firstAttemptAt,
    now,
    retryAfterSeconds,
  }: {
    attempts: number;
    firstAttemptAt: Date;
    now: Date;
    retryAfterSeconds: number | null;
  },
  random = Math.random(),
): Date | null {
  const deadline = firstAttemptAt.getTime() + TRY_FOR_MS;
  if (now.getTime() >= deadline) return null;
  let next = now.getTime() + retryDelayMs(FIRST_RETRY_SECONDS, attempts, random);
  if (retryAfterSeconds !== null) next = Math.max(next, now.getTime() + retryAfterSeconds * 1000);
  return new Date(Math.min(next, deadline));
}

async function record(
  deps: WebhookSendDeps,
  delivery: Claimed,
  { outcome, startedAt }: { outcome: DeliveryOutcome; startedAt: Date },
) {
  const { db } = deps;
  const now = new Date(startedAt.getTime() + outcome.durationMs);
  const isDelivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const isGone = outcome.status === 410;
  const firstAttemptAt = asDate(delivery.first_attempt_at) ?? startedAt;
  const next =
    isDelivered || isGone
      ? null
      : nextTryAt({
          attempts: delivery.attempts,
          firstAttemptAt,
          now,
          retryAfterSeconds: outcome.retryAfterSeconds,
        });
  const lastError = outcome.error ?? (isDelivered ? null : `HTTP ${outcome.status}`);
  const mailIds = await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      businessId: sql`(SELECT business_id FROM ${webhookDeliveries} WHERE id = ${delivery.id})`,
      startedAt,
      durationMs: Math.round(outcome.durationMs),
      responseStatus: outcome.status,
      responseBody: outcome.body,
      error: outcome.error,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: isDelivered ? 'delivered' : next ? 'queued' : 'failed',
        sendAfter: next ?? undefined,
        firstAttemptAt,
        lastStatus: outcome.status,
        lastError,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (isDelivered) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        // only when it was failing: a write (and the endpoint's row lock) per success would make
        // the endpoint's deliveries wait on one another
        .where(
          and(
            eq(webhookEndpoints.id, delivery.endpoint_id),
            isNotNull(webhookEndpoints.failingSince),
          ),
        );
      return [];
    }
    // locked first, so of two failures recorded at once (or the owner's switch-off) one switches
    // it off, and only that one sees it was on
    const [before] = await tx
      .select({ disabledAt: webhookEndpoints.disabledAt })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpoint_id))
      .for('update');
    // failing for a day (counted from the first failure since the last success), or gone
    const { rows } = await tx.execute<{ is_disabled: boolean }>(sql`
      UPDATE ${webhookEndpoints} SET
        failing_since = coalesce(failing_since, ${startedAt.toISOString()}::timestamptz),
        disabled_at = CASE
          WHEN disabled_at IS NULL AND (${isGone} OR ${now.toISOString()}::timestamptz
            - coalesce(failing_since, ${startedAt.toISOString()}::timestamptz) >= interval '24 hours')
          THEN ${now.toISOString()}::timestamptz ELSE disabled_at END,
        disabled_reason = CASE
          WHEN disabled_at IS NULL AND ${isGone} THEN 'gone'
          WHEN disabled_at IS NULL AND ${now.toISOString()}::timestamptz
            - coalesce(failing_since, ${startedAt.toISOString()}::timestamptz) >= interval '24 hours'
          THEN 'failing' ELSE disabled_reason END,
        updated_at = now()
      WHERE id = ${delivery.endpoint_id}
      RETURNING disabled_at IS NOT NULL AS is_disabled`);
    const isSwitchedOff = before?.disabledAt === null && rows[0]?.is_disabled === true;
    if (!isSwitchedOff) return [];
    return recordWebhookDisabledMail(tx, {
      endpointId: delivery.endpoint_id,
      lastError: lastError ?? '',
      publicUrl: deps.publicUrl,
      logger: deps.logger,
    });
  });
  dispatchMessages(db, mailIds);
}

/**
 * Signs an event's payload with every secret in force at `startedAt` (a rolled one signs beside
 * the new for its day) and posts it: the one way a webhook goes out, on schedule or asked for.
 */
export function postEvent(
  endpoint: {
    url: string;
    secret: string;
    previousSecret: string | null;
    previousSecretUntil: Date | null;
  },
  event: { id: string; payload: string },
  startedAt: Date,
  options: { testOrigins: readonly string[]; timeoutMs?: number; lookup?: LookupFunction },
): Promise<DeliveryOutcome> {
  const secrets = [endpoint.secret];
  const { previousSecret, previousSecretUntil } = endpoint;
  if (previousSecret && previousSecretUntil && previousSecretUntil > startedAt) {
    secrets.push(previousSecret);
  }
  const headers = webhookHeaders({
    secrets,
    id: event.id,
    timestamp: Math.floor(startedAt.getTime() / 1000),
    body: event.payload,
  });
  return deliverWebhook(
    endpoint.url,
    { headers, body: event.payload },
    { ...options, timeoutMs: options.timeoutMs ?? TIMEOUT_MS },
  );
}

async function sendOne(deps: WebhookSendDeps, delivery: Claimed, now: () => Date) {
  const startedAt = now();
  const outcome = await postEvent(
    {
      url: delivery.url,
      secret: delivery.secret,
      previousSecret: delivery.previous_secret,
      previousSecretUntil: asDate(delivery.previous_secret_until),
    },
    { id: delivery.event_id, payload: delivery.payload },
    startedAt,
    deps,
  );
  await record(deps, delivery, { outcome, startedAt });
}

/** An endpoint's claimed deliveries dealt round into at most PER_ENDPOINT lanes. */
function lanesOf(queue: Claimed[]): Claimed[][] {
  const lanes: Claimed[][] = Array.from({ length: Math.min(PER_ENDPOINT, queue.length) }, () => []);
  queue.forEach((delivery, index) => lanes[index % lanes.length]?.push(delivery));
  return lanes;
}

/**
 * One round: claims up to a batch of due deliveries and sends them, at most AT_ONCE at a time and
 * PER_ENDPOINT to one endpoint. The claim takes only the earliest waiting delivery of a booking to
 * an endpoint, so the deliveries claimed together for one endpoint are each of another booking and
 * may go side by side; a booking's next one is claimed once this one is recorded. Answers how many
 * were claimed.
 */
export async function sendDueWebhooks(
  deps: WebhookSendDeps,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<{ claimed: number }> {
  const claimed = await claimDue(deps.db, now(), WEBHOOK_BATCH);
  const byEndpoint = new Map<string, Claimed[]>();
  for (const delivery of claimed) {
    const queue = byEndpoint.get(delivery.endpoint_id) ?? [];
    queue.push(delivery);
    byEndpoint.set(delivery.endpoint_id, queue);
  }
  const queues = [...byEndpoint.values()].flatMap(lanesOf);
  const workers = Array.from({ length: Math.min(AT_ONCE, queues.length) }, async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const delivery of queue) {
        try {
          await sendOne(deps, delivery, now);
        } catch (err) {
          // left 'sending': the sweep queues it again, and it is sent again (at least once)
          deps.logger.error({ err, deliveryId: delivery.id }, 'webhook delivery not recorded');
        }
      }
    }
  });
  await Promise.all(workers);
  return { claimed: claimed.length };
}

/** Deliveries a stopped process left 'sending', queued again: a receiver dedupes by webhook-id. */
export async function requeueStuckWebhooks(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STUCK_SENDING_MS).toISOString();
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE ${webhookDeliveries} SET status = 'queued', send_after = ${now.toISOString()}::timestamptz,
      updated_at = now()
    WHERE status = 'sending' AND updated_at < ${before}::timestamptz
    RETURNING id`);
  return rows.length;
}
