import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { Database } from '../db/database';
import { JOB_SCHEMA } from '../db/migrate';
import type { Logger } from '../logger';

export const BOOKING_PUSH_QUEUE = 'booking-push';

export interface BookingPushJob {
  bookingId: string;
  event: 'created' | 'cancelled';
}

const senders = new WeakMap<Database, PgBoss>();

/**
 * A pg-boss handle that only inserts jobs (it is never started, so it polls nothing): the booking
 * routes enqueue through the database they already hold, and the worker in jobs.ts does the sending.
 */
function senderFor(db: Database): PgBoss {
  let boss = senders.get(db);
  if (!boss) {
    // drizzle(pool) keeps the pool as $client; the Database type leaves it out
    const client = (db as Database & { $client: Pool }).$client;
    boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      schema: JOB_SCHEMA,
    });
    senders.set(db, boss);
  }
  return boss;
}

/**
 * Queues the owner's notification for a booking that is already committed. Never throws: a queue
 * that cannot be reached costs a log line, not the booking the client just made.
 */
export function enqueueBookingPush(
  deps: { db: Database; logger: Logger },
  job: BookingPushJob,
): void {
  senderFor(deps.db)
    .send(BOOKING_PUSH_QUEUE, job, { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 })
    .catch((err: unknown) => deps.logger.error({ err, ...job }, 'booking push not queued'));
}
