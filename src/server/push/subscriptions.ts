import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '@shared/push';
import type { Database } from '../db/database';
import { pushSubscriptions } from '../db/schema/push';
import { ApiError } from '../http/errors';
import { pushServiceOf } from './push-services';

/** Devices one owner may have notified at once: each booking costs one delivery per device. */
export const PUSH_DEVICE_LIMIT = 10;

/** Only a browser's push service, or one the operator listed, is stored (and so ever reached). */
export function assertPushEndpoint(endpoint: string, operatorOrigins: readonly string[]): void {
  if (pushServiceOf(endpoint, operatorOrigins) === null) {
    throw new ApiError(400, 'validation', PUSH_MESSAGES.endpoint, {
      endpoint: PUSH_MESSAGES.endpoint,
    });
  }
}

/**
 * Keeps one row per endpoint and one per signed-in session (a device): subscribing again from the
 * same session replaces its earlier endpoint, and beyond PUSH_DEVICE_LIMIT the owner's least
 * recently saved devices are dropped. A transaction-scoped advisory lock per owner makes the count
 * exact however many requests arrive at once. An endpoint stored for another business is refused
 * (409) and left where it is: the browser then drops that subscription and makes a new one, so one
 * business's notifications never move to another on the strength of a URL.
 */
export async function saveSubscription(
  db: Database,
  {
    businessId,
    userId,
    sessionId,
    input,
    userAgent,
  }: {
    businessId: string;
    userId: string;
    sessionId: string;
    input: PushSubscriptionInput;
    userAgent: string | null;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 0))`);
    // the session's earlier endpoint: the browser replaced its subscription
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.sessionId, sessionId),
          ne(pushSubscriptions.endpoint, input.endpoint),
        ),
      );
    // clock_timestamp(), not now(): the order the lock let them in, not the order they began
    const row = {
      userId,
      sessionId,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 500) ?? null,
      savedAt: sql`clock_timestamp()`,
    };
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ ...row, businessId, endpoint: input.endpoint })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: row,
        setWhere: eq(pushSubscriptions.businessId, businessId),
      })
      .returning({ id: pushSubscriptions.id });
    // another business's endpoint: refused, and the deletion above is rolled back with it
    if (saved.length === 0) throw new ApiError(409, 'endpoint_taken', PUSH_MESSAGES.taken);
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.savedAt))
      .limit(PUSH_DEVICE_LIMIT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/**
 * Removes this business's subscription for the endpoint, if it has one. The answer is the same
 * either way: it must not tell whether a push service already reported the device gone, nor
 * whether another business holds the endpoint (which is left untouched).
 */
export async function removeSubscription(
  db: Database,
  { businessId, endpoint }: { businessId: string; endpoint: string },
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.businessId, businessId)),
    );
}
