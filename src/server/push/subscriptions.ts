import { and, eq } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushSubscriptionInput } from '@shared/push';
import type { Database } from '../db/database';
import { pushSubscriptions } from '../db/schema/push';
import { ApiError } from '../http/errors';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Push services are https; the server posts to whatever URL is stored, so nothing else is taken,
 * except a plain-http push service on this machine outside production (tests and development run one).
 */
export function assertPushEndpoint(endpoint: string, { allowLoopbackHttp = false } = {}): void {
  const url = new URL(endpoint);
  const isLocalHttp = allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !isLocalHttp) {
    throw new ApiError(400, 'validation', PUSH_MESSAGES.endpoint, {
      endpoint: PUSH_MESSAGES.endpoint,
    });
  }
}

/**
 * Keeps one row per device: subscribing again (a new key after the browser renewed it) replaces what
 * this business stored for that endpoint. An endpoint stored for another business is refused (409)
 * and left where it is: the browser then drops that subscription and makes a new one, with a new
 * endpoint, so one business's notifications never move to another on the strength of a URL.
 */
export async function saveSubscription(
  db: Database,
  {
    businessId,
    userId,
    input,
    userAgent,
  }: { businessId: string; userId: string; input: PushSubscriptionInput; userAgent: string | null },
): Promise<void> {
  const row = {
    userId,
    businessId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
  };
  const saved = await db
    .insert(pushSubscriptions)
    .values({ ...row, endpoint: input.endpoint })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: row,
      setWhere: eq(pushSubscriptions.businessId, businessId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) throw new ApiError(409, 'endpoint_taken', PUSH_MESSAGES.taken);
}

/** Removes this business's subscription for the endpoint; another business's answers 404. */
export async function removeSubscription(
  db: Database,
  { businessId, endpoint }: { businessId: string; endpoint: string },
): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.businessId, businessId)),
    )
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new ApiError(404, 'not_found', PUSH_MESSAGES.notFound);
}
