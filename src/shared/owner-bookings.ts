import * as z from 'zod/mini';
import { bookingNotesField, idempotencyKeyField } from './booking-request';
import { BOOKING_MESSAGES } from './booking-messages';
import { BOOKING_STATUSES, type BookingStatus } from './bookings';
import { CUSTOMER_MESSAGES, customerFieldError } from './customer';
import { parseLocalDate, parseLocalTime } from './local-time';
import { plainText } from './plain-text';
import { isUuid } from './uuid';
import { ownerBookingRules } from './messages/owner-booking-rules';

/** The front desk's bookings: the list's filters, status changes, walk-ins and moves. */

export const BOOKING_VIEWS = ['day', 'upcoming', 'past', 'all'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];
export const BOOKINGS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
/** A search counts its matches up to this many; more shows as '200+'. */
export const SEARCH_COUNT_CAP = 200;

/** The rules' refusals, each read from the catalogue when it is said, in the language of that moment. */
export const OWNER_BOOKING_MESSAGES = {
  get status() {
    return ownerBookingRules('status');
  },
  get view() {
    return ownerBookingRules('view');
  },
  get date() {
    return ownerBookingRules('date');
  },
  get notFound() {
    return ownerBookingRules('notFound');
  },
  get cancelledCannotComplete() {
    return ownerBookingRules('cancelledCannotComplete');
  },
  get notStarted() {
    return ownerBookingRules('notStarted');
  },
  get unpaidHold() {
    return ownerBookingRules('unpaidHold');
  },
  get placeTaken() {
    return ownerBookingRules('placeTaken');
  },
  get staffBusy() {
    return ownerBookingRules('staffBusy');
  },
  get cannotMove() {
    return ownerBookingRules('cannotMove');
  },
  get alreadyPaid() {
    return ownerBookingRules('alreadyPaid');
  },
  get cannotPay() {
    return ownerBookingRules('cannotPay');
  },
  get clientChoice() {
    return ownerBookingRules('clientChoice');
  },
  get clientNotFound() {
    return ownerBookingRules('clientNotFound');
  },
  get clientView() {
    return ownerBookingRules('clientView');
  },
};

/** The toasts of docs/product/owner-area.md §8 Messages (and those of the walk-in and move screens). */
export const BOOKING_TOASTS = {
  marked: (status: BookingStatus) => ownerBookingRules('toast.marked', { status }),
  get cancelled() {
    return ownerBookingRules('toast.cancelled');
  },
  get cancelFailed() {
    return ownerBookingRules('toast.cancelFailed');
  },
  get statusFailed() {
    return ownerBookingRules('toast.statusFailed');
  },
  get created() {
    return ownerBookingRules('toast.created');
  },
  get createFailed() {
    return ownerBookingRules('toast.createFailed');
  },
  get moved() {
    return ownerBookingRules('toast.moved');
  },
  get moveFailed() {
    return ownerBookingRules('toast.moveFailed');
  },
  get paid() {
    return ownerBookingRules('toast.paid');
  },
  get payFailed() {
    return ownerBookingRules('toast.payFailed');
  },
  get refunded() {
    return ownerBookingRules('toast.refunded');
  },
};

export const localDateField = z.string({ error: () => OWNER_BOOKING_MESSAGES.date }).check(
  z.refine((value) => parseLocalDate(value) !== null, {
    error: () => OWNER_BOOKING_MESSAGES.date,
  }),
);
const localTime = z.string({ error: () => BOOKING_MESSAGES.dateTime }).check(
  z.refine((value) => parseLocalTime(value) !== null, {
    error: () => BOOKING_MESSAGES.dateTime,
  }),
);
const id = (message: () => string) =>
  z.string({ error: message }).check(z.refine((value) => isUuid(value), { error: message }));
const staffInvalid = () => ownerBookingRules('staffInvalid');
const status = z.enum(BOOKING_STATUSES, { error: () => OWNER_BOOKING_MESSAGES.status });
const whole = (min: number, max: number) =>
  z.coerce
    .number()
    .check(z.int({ error: () => ownerBookingRules('wholeNumber') }), z.gte(min), z.lte(max));

export const OwnerBookingsQuerySchema = z.object({
  view: z.optional(z.enum(BOOKING_VIEWS, { error: () => OWNER_BOOKING_MESSAGES.view })),
  date: z.optional(localDateField),
  status: z.optional(status),
  staffId: z.optional(id(staffInvalid)),
  q: z.optional(
    z.string().check(
      z.trim(),
      plainText(),
      z.maxLength(SEARCH_MAX_LENGTH, {
        error: () => ownerBookingRules('searchTooLong', { max: SEARCH_MAX_LENGTH }),
      }),
    ),
  ),
  page: z.optional(whole(1, 100_000)),
  pageSize: z.optional(whole(1, 100)),
});
export type OwnerBookingsQuery = z.infer<typeof OwnerBookingsQuerySchema>;

export const BookingStatusSchema = z.object({ status });

/** A walk-in's or caller's details: name and phone needed, e-mail only if they give one. */
export const NewClientSchema = z.object({
  name: z.string({ error: () => CUSTOMER_MESSAGES.required }).check(
    z.trim(),
    z.refine((value) => customerFieldError('name', value) === null, {
      error: (issue) => customerFieldError('name', String(issue.input)) ?? '',
    }),
  ),
  phone: z.string({ error: () => CUSTOMER_MESSAGES.required }).check(
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

/** What the desk says of a booking it makes: the public API takes the same (src/shared/api-v1). */
export const OWNER_BOOKING_FIELDS = {
  serviceId: id(() => ownerBookingRules('chooseService')),
  staffId: z.optional(z.nullable(id(staffInvalid))),
  date: localDateField,
  time: localTime,
  clientId: z.optional(id(() => OWNER_BOOKING_MESSAGES.clientNotFound)),
  client: z.optional(NewClientSchema),
  notes: z.optional(bookingNotesField),
};

/** A client on the list, or a new one: exactly one of the two. */
export const oneClient = z.refine<{ clientId?: string; client?: object }>(
  (body) => (body.clientId ? !body.client : Boolean(body.client)),
  { error: () => OWNER_BOOKING_MESSAGES.clientChoice, path: ['clientId'] },
);

export const OwnerBookingSchema = z
  .object({ ...OWNER_BOOKING_FIELDS, idempotencyKey: idempotencyKeyField })
  .check(oneClient);
export type OwnerBookingInput = z.infer<typeof OwnerBookingSchema>;

export const RescheduleSchema = z.object({
  date: localDateField,
  time: localTime,
  staffId: z.optional(z.nullable(id(staffInvalid))),
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
    serviceId: z
      .string()
      .check(z.minLength(1, { error: () => ownerBookingRules('chooseService') })),
    staffId: z.string(),
    date: localDateField,
    time: z.string().check(z.minLength(1, { error: () => ownerBookingRules('chooseTime') })),
    notes: bookingNotesField,
  })
  .check(
    z.refine((form) => form.clientMode === 'new' || isUuid(form.clientId), {
      error: () => ownerBookingRules('chooseClient'),
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
