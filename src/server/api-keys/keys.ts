import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { API_KEY_RULES, type ApiKeyView, type NewApiKeyInput } from '@shared/api-keys';
import type { Database } from '../db/database';
import { apiKeys } from '../db/schema/api';
import { businesses } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import type { BusinessRow } from '../http/context';
import { apiKeyText as t } from '../messages/api-keys';

/** API keys (docs/plans/public-api.md §3.1): made, listed and revoked by the owner. */

type KeyRow = typeof apiKeys.$inferSelect;
const DAY_MS = 86_400_000;

/** A key's SHA-256, as it is kept and looked up. */
export const keyHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function presentKey(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    shown: row.shown,
    scope: row.scope,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The live keys a business holds, and those expired but not yet revoked: newest first. */
export async function listKeys(db: Database, businessId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(presentKey);
}

/**
 * A new key: answered once, in full, and kept only as its hash. A business holds at most
 * API_KEY_RULES.maxLiveKeys live keys; two made at once are counted one after the other.
 */
export async function createKey(
  db: Database,
  {
    businessId,
    userId,
    input,
    now = new Date(),
  }: { businessId: string; userId: string; input: NewApiKeyInput; now?: Date },
): Promise<{ key: ApiKeyView; secret: string }> {
  return db.transaction(async (tx) => {
    // the business's row is the lock the count is taken under
    await tx.execute(
      sql`SELECT 1 FROM ${businesses} WHERE ${businesses.id} = ${businessId} FOR UPDATE`,
    );
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.businessId, businessId),
          isNull(apiKeys.revokedAt),
          gt(apiKeys.expiresAt, now),
        ),
      );
    if ((live?.count ?? 0) >= API_KEY_RULES.maxLiveKeys) {
      throw new ApiError(409, 'too_many_keys', t('tooMany', { max: API_KEY_RULES.maxLiveKeys }));
    }
    const secret = `${API_KEY_RULES.prefix}${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        businessId,
        name: input.name,
        shown: secret.slice(0, API_KEY_RULES.shownLength),
        secretHash: keyHash(secret),
        scope: input.scope,
        createdBy: userId,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('api key not created');
    return { key: presentKey(row), secret };
  });
}

/** Revokes one of the business's keys for good: it opens nothing from then on. */
export async function revokeKey(
  db: Database,
  { businessId, keyId, now = new Date() }: { businessId: string; keyId: string; now?: Date },
): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(eq(apiKeys.id, keyId), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)),
    )
    .returning({ id: apiKeys.id });
  if (!revoked.length) throw new ApiError(404, 'not_found', t('keyNotFound'));
}

/** A request made with a live key: its business, its scope, and where its minute's count stands. */
export interface KeyedRequest {
  business: BusinessRow;
  key: { id: string; scope: KeyRow['scope'] };
  /** Requests counted in the current window, this one included. */
  count: number;
  windowStartedAt: Date;
  requestsPerMinute: number | null;
}

/**
 * The live, unexpired key `secret` names, with this request counted in its one-minute window and
 * its last use stamped, in one statement; null for an unknown, revoked or expired key alike.
 */
export async function useKey(db: Database, secret: string): Promise<KeyedRequest | null> {
  const fresh = sql`${apiKeys.windowStartedAt} > now() - interval '60 seconds'`;
  const [used] = await db
    .update(apiKeys)
    .set({
      windowCount: sql`CASE WHEN ${fresh} THEN ${apiKeys.windowCount} + 1 ELSE 1 END`,
      windowStartedAt: sql`CASE WHEN ${fresh} THEN ${apiKeys.windowStartedAt} ELSE now() END`,
      lastUsedAt: sql`now()`,
    })
    .where(
      and(
        eq(apiKeys.secretHash, keyHash(secret)),
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!used?.windowStartedAt) return null;
  const [business] = await db.select().from(businesses).where(eq(businesses.id, used.businessId));
  if (!business) return null;
  return {
    business,
    key: { id: used.id, scope: used.scope },
    count: used.windowCount,
    windowStartedAt: used.windowStartedAt,
    requestsPerMinute: used.requestsPerMinute,
  };
}
