import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { pushSubscriptions } from '../db/schema/push';
import { jobSender } from '../jobs/sender';
import type { Logger } from '../logger';

export const BOOKING_PUSH_QUEUE = 'booking-push';

export interface BookingPushJob {
  bookingId: string;
  event: 'created' | 'cancelled';
}

/** Whether any device of the business takes notifications (most businesses have none). */
function hasDevicesQuery(db: Database, name: string) {
  return db
    .select({ one: sql<number>`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.businessId, sql.placeholder('businessId')))
    .limit(1)
    .prepare(name);
}

/**
 * Queues the owner's notification for a booking that is already committed, when the business has a
 * device to send it to (a job per booking otherwise costs the queue four statements for nothing).
 * Never throws: a queue that cannot be reached costs a log line, not the booking the client just made.
 */
export function enqueueBookingPush(
  deps: { db: Database; logger: Logger },
  { businessId, ...job }: BookingPushJob & { businessId: string },
): void {
  preparedFor(deps.db, 'push_devices', hasDevicesQuery)
    .execute({ businessId })
    .then((devices) =>
      devices.length
        ? jobSender(deps.db).send(BOOKING_PUSH_QUEUE, job, {
            retryLimit: 2,
            retryDelay: 30,
            expireInSeconds: 60,
          })
        : null,
    )
    .catch((err: unknown) => deps.logger.error({ err, ...job }, 'booking push not queued'));
}
