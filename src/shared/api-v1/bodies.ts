import * as z from 'zod/mini';
import { OWNER_BOOKING_FIELDS, oneClient } from '../owner-bookings';

/**
 * What the public API's writes take: the owner area's own fields and rules, with the words the
 * OpenAPI document shows added beside them (z.meta changes no rule). The idempotency key is a
 * header here, not a field.
 */

const note = (description: string, extra: Record<string, unknown> = {}) =>
  z.meta({ description, ...extra });

const f = OWNER_BOOKING_FIELDS;

export const ApiBookingCreateSchema = z
  .object({
    serviceId: f.serviceId.check(note('The service to book.', { format: 'uuid' })),
    staffId: z.optional(
      z.nullable(
        f.staffId.def.innerType.def.innerType.check(
          note('A staff member who does the service; anyone free when null or left out.', {
            format: 'uuid',
          }),
        ),
      ),
    ),
    date: f.date.check(note('The day, in the business’s time zone.', { format: 'date' })),
    time: f.time.check(note('The start, HH:mm, in the business’s time zone.')),
    clientId: z.optional(
      f.clientId.def.innerType.check(
        note('A client already on the business’s list. Give this or client.', { format: 'uuid' }),
      ),
    ),
    client: z.optional(
      f.client.def.innerType.check(
        note('A new client (found by phone or e-mail if they are known). Give this or clientId.'),
      ),
    ),
    notes: f.notes,
  })
  .check(oneClient);

export const ApiRescheduleSchema = z.object({
  date: ApiBookingCreateSchema.shape.date,
  time: ApiBookingCreateSchema.shape.time,
  staffId: ApiBookingCreateSchema.shape.staffId,
});
