import * as z from 'zod/mini';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings';
import { parseLocalDate } from '../local-time';
import { apiV1RulesText as rule } from '../messages/api-v1-rules';
import { isUuid } from '../uuid';

/** The public API's lists (docs/plans/public-api.md §3.4): a page at a time, by cursor. */
export const API_LIST = { defaultLimit: 50, maxLimit: 100, maxCursorLength: 400 } as const;
/** The most days one availability question may cover, as the booking page's. */
export const API_AVAILABILITY_MAX_DAYS = 31;

const note = (description: string, extra: Record<string, unknown> = {}) =>
  z.meta({ description, ...extra });

const wholeBetween = (max: number, message: () => string, description: string) =>
  z.coerce
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.gte(1, { error: message }),
      z.lte(max, { error: message }),
      note(description),
    );

const idFilter = (field: string, description: string) =>
  z
    .string({ error: () => rule('id', { field }) })
    .check(
      z.refine(isUuid, { error: () => rule('id', { field }) }),
      note(description, { format: 'uuid' }),
    );

const instantFilter = (field: string, description: string) =>
  z.iso
    .datetime({ offset: true, error: () => rule('instant', { field }) })
    .check(note(description));

export const ApiListQuerySchema = z.object({
  limit: z.optional(
    wholeBetween(
      API_LIST.maxLimit,
      () => rule('limit', { max: API_LIST.maxLimit }),
      `Items a page, 1-${API_LIST.maxLimit}; ${API_LIST.defaultLimit} when left out.`,
    ),
  ),
  cursor: z.optional(
    z
      .string({ error: () => rule('cursor') })
      .check(
        z.minLength(1, { error: () => rule('cursor') }),
        z.maxLength(API_LIST.maxCursorLength, { error: () => rule('cursor') }),
        note('The nextCursor of the page before, with the same filters.'),
      ),
  ),
});

export const API_BOOKING_ORDERS = ['starts_at', '-starts_at', 'updated_at'] as const;
export type ApiBookingOrder = (typeof API_BOOKING_ORDERS)[number];

const statusList = z.pipe(
  z.string().check(
    note(`One or more of ${BOOKING_STATUSES.join(', ')}, separated by commas.`, {
      pattern: `^(${BOOKING_STATUSES.join('|')})(,(${BOOKING_STATUSES.join('|')}))*$`,
    }),
  ),
  z.transform((value, ctx) => {
    const wanted = value.split(',');
    if (
      wanted.every((status): status is BookingStatus =>
        BOOKING_STATUSES.includes(status as BookingStatus),
      )
    )
      return [...new Set(wanted)];
    ctx.issues.push({
      code: 'custom',
      message: rule('status', { allowed: BOOKING_STATUSES.join(', ') }),
      input: value,
    });
    return z.NEVER;
  }),
);

export const ApiBookingListQuerySchema = z
  .object({
    ...ApiListQuerySchema.shape,
    status: z.optional(statusList),
    from: z.optional(instantFilter('from', 'Bookings starting at or after this instant.')),
    to: z.optional(instantFilter('to', 'Bookings starting before this instant.')),
    updatedSince: z.optional(
      instantFilter('updatedSince', 'Bookings changed at or after this instant.'),
    ),
    serviceId: z.optional(idFilter('serviceId', 'Only this service’s bookings.')),
    staffId: z.optional(idFilter('staffId', 'Only this staff member’s bookings.')),
    clientId: z.optional(idFilter('clientId', 'Only this client’s bookings.')),
    order: z.optional(
      z
        .enum(API_BOOKING_ORDERS, {
          error: () => rule('order', { allowed: API_BOOKING_ORDERS.join(', ') }),
        })
        .check(note('starts_at (the default), -starts_at (latest first), or updated_at.')),
    ),
  })
  .check(
    z.refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
      error: () => rule('range'),
      path: ['to'],
    }),
  );
export type ApiBookingListQuery = z.output<typeof ApiBookingListQuerySchema>;

export const ApiAvailabilityQuerySchema = z.object({
  serviceId: idFilter('serviceId', 'The service to book.'),
  staffId: z.optional(
    idFilter('staffId', 'A staff member; any who does the service when left out.'),
  ),
  date: z.string({ error: () => rule('date') }).check(
    z.refine((value) => parseLocalDate(value) !== null, { error: () => rule('date') }),
    note('The first day, in the business’s time zone.', { format: 'date' }),
  ),
  days: z.optional(
    wholeBetween(
      API_AVAILABILITY_MAX_DAYS,
      () => rule('days', { max: API_AVAILABILITY_MAX_DAYS }),
      `How many days from date, 1-${API_AVAILABILITY_MAX_DAYS}; 1 when left out.`,
    ),
  ),
});
