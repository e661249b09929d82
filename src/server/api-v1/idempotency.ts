import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES } from '@shared/api-errors';
import type { Database, Executor } from '../db/database';
import { apiIdempotency } from '../db/schema/api';
import type { AppEnv } from '../http/context';
import { ApiError, errorBody } from '../http/errors';
import { apiKeyText as t } from '../messages/api-keys';

/**
 * Idempotency-Key on the public API's writes (docs/plans/public-api.md §3.5, after the IETF
 * httpapi draft): the first request with a key runs and its answer is kept for a day; a retry with
 * the same key and the same request gets that answer again, marked Idempotency-Replayed; the same
 * key with another request is a 422, and while the first is still running a 409. A request that
 * failed on our side (5xx) keeps nothing, so its retry runs again. A process that dies mid-request
 * leaves its claim to lapse after LOCK_SECONDS; a booking retried then is answered by the booking
 * engine's own key, and a client or service keeps its answer in the transaction that made it
 * (KeepIn), so none is made twice.
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  pattern: /^[A-Za-z0-9_-]{8,96}$/,
  keepHours: 24,
  lockSeconds: 60,
} as const;

export interface Answer {
  status: ContentfulStatusCode;
  body: unknown;
}

/**
 * Keeps the answer in the caller's transaction, beside the row it made: both commit or neither,
 * so a process that dies between the two cannot leave a row its retry would make again.
 */
export type KeepIn = (tx: Executor, answer: Answer) => Promise<void>;

function fingerprintOf(operationId: string, input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operationId, input]))
    .digest('hex');
}

/** The key sent, checked; undefined when none was, which a create refuses. */
export function idempotencyKeyOf(c: Context<AppEnv>, isRequired: boolean): string | undefined {
  const key = c.req.header(IDEMPOTENCY.header);
  if (key === undefined) {
    if (!isRequired) return undefined;
    throw new ApiError(400, 'idempotency_key_missing', t('idempotencyKeyMissing'));
  }
  if (!IDEMPOTENCY.pattern.test(key)) {
    const message = t('idempotencyKeyInvalid');
    throw new ApiError(400, API_ERROR_CODES.validation, message, { [IDEMPOTENCY.header]: message });
  }
  return key;
}

export async function idempotent(
  db: Database,
  c: Context<AppEnv>,
  { key, operationId, input }: { key: string; operationId: string; input: unknown },
  run: (keepIn: KeepIn) => Promise<Answer>,
): Promise<Response> {
  const businessId = c.var.business.id;
  const fingerprint = fingerprintOf(operationId, input);
  const now = new Date();
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY.lockSeconds * 1000);
  const claim = {
    operation: operationId,
    fingerprint,
    state: 'running' as const,
    lockedUntil,
    responseStatus: null,
    responseBody: null,
    apiKeyId: c.var.apiKey.id,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY.keepHours * 3_600_000),
  };
  const [inserted] = await db
    .insert(apiIdempotency)
    .values({ businessId, key, ...claim })
    .onConflictDoNothing()
    .returning({ id: apiIdempotency.id });
  let claimedId = inserted?.id;
  if (!claimedId) {
    const [held] = await db
      .select()
      .from(apiIdempotency)
      .where(and(eq(apiIdempotency.businessId, businessId), eq(apiIdempotency.key, key)));
    if (held && held.expiresAt <= now) {
      // a day old: the key is free again
      claimedId = await takeOver(db, held.id, lt(apiIdempotency.expiresAt, now), claim);
    } else if (held && (held.operation !== operationId || held.fingerprint !== fingerprint)) {
      throw new ApiError(422, 'idempotency_key_reused', t('idempotencyKeyReused'));
    } else if (held?.state === 'done' && held.responseStatus !== null) {
      c.header('Idempotency-Replayed', 'true');
      return c.json(held.responseBody as object, held.responseStatus as ContentfulStatusCode);
    } else if (held && held.lockedUntil <= now) {
      // the first request's process stopped before it answered: this one runs it again
      claimedId = await takeOver(db, held.id, lt(apiIdempotency.lockedUntil, now), claim);
    }
    if (!claimedId) {
      c.header('Retry-After', '1');
      throw new ApiError(409, 'idempotency_in_progress', t('idempotencyInProgress'));
    }
  }
  const settle = (executor: Executor, answer: Answer) =>
    executor
      .update(apiIdempotency)
      .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
      .where(eq(apiIdempotency.id, claimedId));
  let isKept = false;
  const keepIn: KeepIn = async (tx, kept) => {
    await settle(tx, kept);
    isKept = true;
  };
  let answer: Answer;
  try {
    answer = await run(keepIn);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      // a refusal is the answer to this request: a retry hears it again
      const refusal = {
        status: error.status,
        body: errorBody(error.code, error.message, error.fields),
      };
      await settle(db, refusal);
    } else {
      await db.delete(apiIdempotency).where(eq(apiIdempotency.id, claimedId));
    }
    throw error;
  }
  if (!isKept) await settle(db, answer);
  return c.json(answer.body as object, answer.status);
}

async function takeOver(
  db: Database,
  id: string,
  lapsed: ReturnType<typeof lt>,
  claim: Partial<typeof apiIdempotency.$inferInsert>,
): Promise<string | undefined> {
  const [taken] = await db
    .update(apiIdempotency)
    .set(claim)
    .where(and(eq(apiIdempotency.id, id), lapsed))
    .returning({ id: apiIdempotency.id });
  return taken?.id;
}

/** Keys older than a day, gone: run hourly. */
export async function purgeIdempotencyKeys(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.expiresAt, now))
    .returning({ id: apiIdempotency.id });
  return gone.length;
}
