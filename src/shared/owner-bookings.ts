import * as z from 'zod/mini';
import { bookingNotesField, idempotencyKeyField } from './booking-request';
import { BOOKING_MESSAGES, BOOKING_STATUSES, type BookingStatus } from './bookings';
import { CUSTOMER_MESSAGES, customerFieldError } from './customer';
import { parseLocalDate, parseLocalTime } from './local-time';
import { plainText } from './plain-text';
import { isUuid } from './uuid';

/** The front desk's bookings: the list's filters, status changes, walk-ins and moves. */

export const BOOKING_VIEWS = ['day', 'upcoming', 'past', 'all'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];
export const BOOKINGS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
/** A search counts its matches up to this many; more shows as '200+'. */
export const SEARCH_COUNT_CAP = 200;

export const OWNER_BOOKING_MESSAGES = {
  status: 'Unknown booking status. Choose pending, confirmed, completed or cancelled.',
  view: 'Unknown view. Choose day, upcoming, past or all.',
  date: 'Use a date such as 2026-11-23.',
  notFound: 'Booking not found.',
  cancelledCannotComplete: 'A cancelled booking cannot be completed. Bring it back first.',
  notStarted:
    'This booking has not started yet. It can be marked completed once its start time has passed.',
  unpaidHold:
    'This booking is waiting for its online payment, so it cannot be completed until it is paid.',
  placeTaken:
    'That time has filled up since the booking was cancelled, so it cannot be brought back.',
  staffBusy: 'That staff member already has a booking at that time.',
  cannotMove: 'A cancelled or completed booking cannot be moved.',
  alreadyPaid: 'This booking is already paid.',
  cannotPay: 'A cancelled booking cannot be marked as paid.',
  clientChoice: 'Choose an existing client or enter a new one.',
  clientNotFound: 'Client not found.',
  clientView: 'Only the business can change a booking.',
} as const;

/** The toasts of docs/product/owner-area.md §8 Messages (and those of the walk-in and move screens). */
export const BOOKING_TOASTS = {
  cancelled: 'Booking cancelled successfully',
  cancelFailed: 'Failed to cancel booking',
  marked: (status: BookingStatus) => `Booking marked as ${status}`,
  statusFailed: 'Failed to update status',
  created: 'Booking created successfully',
  createFailed: 'Failed to create booking',
  moved: 'Booking moved successfully',
  moveFailed: 'Failed to move booking',
  paid: 'Payment recorded',
  payFailed: 'Failed to record the payment',
  refunded: 'Refund sent to the client',
} as const;

export const localDateField = z
  .string({ error: OWNER_BOOKING_MESSAGES.date })
  .check(z.refine((value) => parseLocalDate(value) !== null, OWNER_BOOKING_MESSAGES.date));
const localTime = z
  .string({ error: BOOKING_MESSAGES.dateTime })
  .check(z.refine((value) => parseLocalTime(value) !== null, BOOKING_MESSAGES.dateTime));
const id = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => isUuid(value), message));
const status = z.enum(BOOKING_STATUSES, { error: OWNER_BOOKING_MESSAGES.status });
const whole = (min: number, max: number) =>
  z.coerce.number().check(z.int('Use a whole number'), z.gte(min), z.lte(max));

export const OwnerBookingsQuerySchema = z.object({
  view: z.optional(z.enum(BOOKING_VIEWS, { error: OWNER_BOOKING_MESSAGES.view })),
  date: z.optional(localDateField),
  status: z.optional(status),
  staffId: z.optional(id('Not a valid staff member')),
  q: z.optional(
    z
      .string()
      .check(
        z.trim(),
        plainText(),
        z.maxLength(SEARCH_MAX_LENGTH, `Search at most ${SEARCH_MAX_LENGTH} characters`),
      ),
  ),
  page: z.optional(whole(1, 100_000)),
  pageSize: z.optional(whole(1, 100)),
});
export type OwnerBookingsQuery = z.infer<typeof OwnerBookingsQuerySchema>;

export const BookingStatusSchema = z.object({ status });

/** A walk-in's or caller's details: name and phone needed, e-mail only if they give one. */
export const NewClientSchema = z.object({
  name: z.string({ error: CUSTOMER_MESSAGES.required }).check(
    z.trim(),
    z.refine((value) => customerFieldError('name', value) === null, {
      error: (issue) => customerFieldError('name', String(issue.input)) ?? '',
    }),
  ),
  phone: z.string({ error: CUSTOMER_MESSAGES.required }).check(
    z.trim(),
    z.refine((value) => customerFieldError('phone', value) === null, {
      error: (issue) => customerFieldError('phone', String(issue.input)) ?? '',
    }),
  ),
  email: z.optional(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.refine((value) => value === '' || customerFieldError('email', value) === null, {
        error: (issue) => customerFieldError('email', String(issue.input)) ?? '',
      }),
    ),
  ),
});

export const OwnerBookingSchema = z
  .object({
    serviceId: id('Choose a service'),
    staffId: z.optional(z.nullable(id('Not a valid staff member'))),
    date: localDateField,
    time: localTime,
    clientId: z.optional(id(OWNER_BOOKING_MESSAGES.clientNotFound)),
    client: z.optional(NewClientSchema),
    notes: z.optional(bookingNotesField),
    idempotencyKey: idempotencyKeyField,
  })
  .check(
    z.refine((body) => (body.clientId ? !body.client : Boolean(body.client)), {
      message: OWNER_BOOKING_MESSAGES.clientChoice,
      path: ['clientId'],
    }),
  );
export type OwnerBookingInput = z.infer<typeof OwnerBookingSchema>;

export const RescheduleSchema = z.object({
  date: localDateField,
  time: localTime,
  staffId: z.optional(z.nullable(id('Not a valid staff member'))),
});
export type RescheduleInput = z.infer<typeof RescheduleSchema>;

/** A new client's field, checked only when the desk is adding one. */
function newClientCheck(field: 'name' | 'phone' | 'email') {
  return z.refine<{ clientMode: string; client: Record<'name' | 'phone' | 'email', string> }>(
    (form) => {
      const value = form.client[field].trim();
      if (form.clientMode !== 'new' || (field === 'email' && !value)) return true;
      return customerFieldError(field, value) === null;
    },
    {
      path: ['client', field],
      error: (issue) => {
        const form = issue.input as { client: Record<string, string> };
        return customerFieldError(field, String(form.client[field] ?? '').trim()) ?? '';
      },
    },
  );
}

/** The New Booking form as the desk fills it in: an existing client, or a new one's details. */
export const WalkInFormSchema = z
  .object({
    clientMode: z.enum(['existing', 'new']),
    clientId: z.string(),
    client: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    serviceId: z.string().check(z.minLength(1, 'Choose a service')),
    staffId: z.string(),
    date: localDateField,
    time: z.string().check(z.minLength(1, 'Choose a time')),
    notes: bookingNotesField,
  })
  .check(
    z.refine((form) => form.clientMode === 'new' || isUuid(form.clientId), {
      message: 'Choose a client, or add a new one',
      path: ['clientId'],
    }),
    newClientCheck('name'),
    newClientCheck('phone'),
    newClientCheck('email'),
  );
export type WalkInForm = z.infer<typeof WalkInFormSchema>;

/** The checked form as the API body; `idempotencyKey` is made once per form. */
export function walkInFormToInput(form: WalkInForm, idempotencyKey: string): OwnerBookingInput {
  const email = form.client.email.trim().toLowerCase();
  return {
    serviceId: form.serviceId,
    staffId: form.staffId || null,
    date: form.date,
    time: form.time,
    ...(form.clientMode === 'existing'
      ? { clientId: form.clientId }
      : {
          client: {
            name: form.client.name.trim(),
            phone: form.client.phone.trim(),
            ...(email ? { email } : {}),
          },
        }),
    ...(form.notes ? { notes: form.notes } : {}),
    idempotencyKey,
  };
}
