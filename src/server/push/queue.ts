import type { Database } from '../db/database';
import { jobSender } from '../jobs/sender';
import type { Logger } from '../logger';

export const BOOKING_PUSH_QUEUE = 'booking-push';

export interface BookingPushJob {
  bookingId: string;
  event: 'created' | 'cancelled';
}

/**
 * Queues the owner's notification for a booking that is already committed. Never throws: a queue
 * that cannot be reached costs a log line, not the booking the client just made.
 */
export function enqueueBookingPush(
  deps: { db: Database; logger: Logger },
  job: BookingPushJob,
): void {
  jobSender(deps.db)
    .send(BOOKING_PUSH_QUEUE, job, { retryLimit: 2, retryDelay: 30, expireInSeconds: 60 })
    .catch((err: unknown) => deps.logger.error({ err, ...job }, 'booking push not queued'));
}
