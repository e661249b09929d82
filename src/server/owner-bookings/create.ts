import { and, eq } from 'drizzle-orm';
import { OWNER_BOOKING_MESSAGES, type OwnerBookingInput } from '@shared/owner-bookings';
import { createBooking, type CreatedBooking } from '../bookings/create-booking';
import type { BookingContext } from '../messaging/booking-messages';
import type { RecordedMessage } from '../messaging/queue';
import type { Database } from '../db/database';
import { clients } from '../db/schema/people';
import { ApiError } from '../http/errors';

/**
 * A booking the front desk makes for a walk-in or a caller: for a client already on the list, or a
 * new one (found by phone or e-mail if they are known after all). It goes through the same engine,
 * locks and guarantees as a booking from the public page, by the business's own calendar rules.
 */
export async function createOwnerBooking(
  db: Database,
  {
    businessId,
    input,
    confirmation,
    now,
    through,
  }: {
    businessId: string;
    input: OwnerBookingInput;
    /** Made by the business's own tools through the public API, not at the desk. */
    through?: 'api';
    /** The client's confirmation, recorded in the booking's own transaction (createBooking). */
    confirmation?: (context: BookingContext) => RecordedMessage[];
    now?: Date;
  },
): Promise<CreatedBooking> {
  let clientId: string | null = null;
  let customer = { name: '', email: '', phone: '' };
  if (input.clientId) {
    const [client] = await db
      .select()
      .from(clients)
      .where(and(eq(clients.id, input.clientId), eq(clients.businessId, businessId)));
    if (!client) {
      throw new ApiError(404, 'client_not_found', OWNER_BOOKING_MESSAGES.clientNotFound, {
        clientId: OWNER_BOOKING_MESSAGES.clientNotFound,
      });
    }
    clientId = client.id;
    customer = { name: client.name, email: client.email ?? '', phone: client.phone ?? '' };
  } else if (input.client) {
    customer = { ...input.client, email: input.client.email ?? '' };
  }
  return createBooking(db, {
    businessId,
    owner: { clientId, through },
    confirmation,
    now,
    request: {
      serviceId: input.serviceId,
      staffId: input.staffId ?? null,
      date: input.date,
      time: input.time,
      customer,
      notes: input.notes,
      idempotencyKey: input.idempotencyKey,
    },
  });
}
