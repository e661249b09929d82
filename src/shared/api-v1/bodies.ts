import * as z from 'zod/mini';
import { ClientInputSchema } from '../clients';
import { OWNER_BOOKING_FIELDS, oneClient } from '../owner-bookings';
import { ServiceInputSchema } from '../services';

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

/**
 * A client as the owner's form takes one, less the address, which v1's Client does not show.
 * A field left out or null is stored as nothing; only the name is required.
 */
export const ApiClientCreateSchema = z.pick(ClientInputSchema, {
  name: true,
  email: true,
  phone: true,
  notes: true,
});

/** Only the fields sent change; null clears one that may be empty. */
export const ApiClientUpdateSchema = z.partial(ApiClientCreateSchema);

const serviceFields = ServiceInputSchema.def.in;

/**
 * A service as the owner's form takes one, less the transport details, which v1's Service does not
 * show. It is bookable at once; the price is in minor units.
 */
export const ApiServiceCreateSchema = z.pipe(
  z.omit(serviceFields, { transportDetails: true }),
  ServiceInputSchema.def.out,
);

/**
 * Only the fields sent change. Each is checked by the create's rule here, and the whole service
 * again, stored fields and all, before it is saved.
 */
export const ApiServiceUpdateSchema = z.partial(z.omit(serviceFields, { transportDetails: true }));
