import { and, eq, inArray } from 'drizzle-orm';
import { vi } from 'vitest';
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
  await waitUntil(
    async () => (await db.$count(messageSends, unsettled)) === 0,
    'messages still unsent after the wait',
    timeoutMs,
  );
}

/** Polls `isDone` until it holds, failing with `failure` past the timeout. */
async function waitUntil(isDone: () => Promise<boolean>, failure: string, timeoutMs: number) {
  await vi.waitFor(
    async () => {
      if (!(await isDone())) throw new Error(failure);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/**
 * Waits until a message of `template` (its kind) is recorded for the booking: some are recorded in
 * the background after the request that caused them has answered (the review request after a
 * booking is completed), so messagesSettled() alone could run before they exist.
 */
export async function messageRecorded(
  db: Database,
  bookingId: string,
  template: string,
  timeoutMs = 20_000,
) {
  const recorded = and(eq(messageSends.bookingId, bookingId), eq(messageSends.template, template));
  await waitUntil(
    async () => (await db.$count(messageSends, recorded)) > 0,
    `no ${template} message recorded after the wait`,
    timeoutMs,
  );
}
