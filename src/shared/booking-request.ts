import * as z from 'zod/mini';
import { parseLocalDate, parseLocalTime } from './local-time';
import { BOOKING_MESSAGES } from './booking-messages';
import { CUSTOMER_MESSAGES, customerFieldError, type CustomerField } from './customer';
import { TEXT_LIMITS } from './limits';
import { forms } from './messages/forms';
import { plainText } from './plain-text';
import { isUuid } from './uuid';

/** What a member of the public sends to book: one schema for the booking page and the server. */

/** One customer field, checked by the same function the booking page uses. */
function customerField(field: CustomerField) {
  return z.string({ error: () => CUSTOMER_MESSAGES.required }).check(
    z.trim(),
    ...(field === 'email' ? [z.toLowerCase()] : []),
    z.refine((value) => customerFieldError(field, value) === null, {
      error: (issue) =>
        customerFieldError(field, String(issue.input)) ?? CUSTOMER_MESSAGES.required,
    }),
  );
}

export const CustomerSchema = z.object({
  name: customerField('name'),
  email: customerField('email'),
  phone: customerField('phone'),
});

const id = z.string().check(z.refine((value) => isUuid(value), { error: () => forms('notAnId') }));

/** A booking's notes, as the client or the front desk writes them: plain text on a few lines. */
export const bookingNotesField = z.string().check(
  z.trim(),
  plainText({ multiline: true }),
  z.maxLength(TEXT_LIMITS.notes, {
    error: () => forms('notesTooLong', { max: TEXT_LIMITS.notes }),
  }),
);

/** Made once per booking attempt in the browser, so a double tap or a retry books once. */
export const idempotencyKeyField = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: () => forms('retryKey') }));

export const BookingRequestSchema = z.object({
  serviceId: id,
  date: z.string({ error: () => BOOKING_MESSAGES.dateTime }).check(
    z.refine((value) => parseLocalDate(value) !== null, {
      error: () => BOOKING_MESSAGES.dateTime,
    }),
  ),
  time: z.string({ error: () => BOOKING_MESSAGES.dateTime }).check(
    z.refine((value) => parseLocalTime(value) !== null, {
      error: () => BOOKING_MESSAGES.dateTime,
    }),
  ),
  staffId: z.optional(z.nullable(id)),
  customer: CustomerSchema,
  notes: z.optional(bookingNotesField),
  idempotencyKey: idempotencyKeyField,
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
