import * as z from 'zod/mini';
import { BOOKING_MESSAGES } from './booking-messages';
import { CustomerSchema, idempotencyKeyField } from './booking-request';
import { parseLocalDate, parseLocalTime } from './local-time';
import { forms } from './messages/forms';
import { isUuid } from './uuid';

const id = z.string().check(z.refine((value) => isUuid(value), { error: () => forms('notAnId') }));
const time = z
  .string({ error: () => BOOKING_MESSAGES.dateTime })
  .check(
    z.refine((value) => parseLocalTime(value) !== null, { error: () => BOOKING_MESSAGES.dateTime }),
  );

/** What a client sends to join a day's waitlist: one schema for the booking page and the server. */
export const JoinWaitlistSchema = z.object({
  serviceId: id,
  staffId: z.optional(z.nullable(id)),
  date: z.string({ error: () => BOOKING_MESSAGES.dateTime }).check(
    z.refine((value) => parseLocalDate(value) !== null, {
      error: () => BOOKING_MESSAGES.dateTime,
    }),
  ),
  /** The window of the day they can come in (start times), both or neither. */
  from: z.optional(z.nullable(time)),
  to: z.optional(z.nullable(time)),
  customer: CustomerSchema,
  /** Made once per join form, so a join retried after a dropped connection joins once. */
  idempotencyKey: z.optional(idempotencyKeyField),
});
export type JoinWaitlistInput = z.infer<typeof JoinWaitlistSchema>;
