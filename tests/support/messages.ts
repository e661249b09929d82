import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { messageSends } from '../../src/server/db/schema/messaging';

/**
 * Waits until the business's messages are sent or failed: the send job works in the background,
 * and a test comparing the database before and after something must not see it moving meanwhile.
 */
export async function messagesSettled(db: Database, businessId: string, timeoutMs = 20_000) {
  const unsettled = and(
    eq(messageSends.businessId, businessId),
    inArray(messageSends.status, ['queued', 'sending']),
  );
  const deadline = Date.now() + timeoutMs;
  while ((await db.$count(messageSends, unsettled)) > 0) {
    if (Date.now() > deadline) throw new Error('messages still unsent after the wait');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
