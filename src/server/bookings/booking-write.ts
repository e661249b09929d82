import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingSource } from '@shared/bookings';
import type { Locale } from '@shared/i18n/locales';
import type { Tx } from '../db/database';
import { placeholderStatement, rowOf } from '../db/prepared';
import { bookings } from '../db/schema/bookings';
import { messageRowOf, type RecordedMessage } from '../messaging/queue';

const p = (name: string) => sql.placeholder(name);

/** What a new booking is stored with; the database adds its times of writing and search text. */
export interface NewBooking {
  businessId: string;
  serviceId: string;
  /** The client record; null with `makesClient` makes one from the customer's details. */
  clientId: string | null;
  staffId: string | null;
  bookingDate: string;
  /** 'HH:MM', as asked for. */
  bookingTime: string;
  startsAt: Date;
  endsAt: Date;
  status: 'pending' | 'confirmed';
  holdExpiresAt: Date | null;
  totalAmountMinor: number;
  currency: string;
  notes: string | null;
  ticketCode: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  /** The language of the request that made it: the client's, or the front desk's. */
  locale: Locale;
  idempotencyKey: string;
  source: BookingSource;
}

type BookingRow = typeof bookings.$inferSelect;

/**
 * The booking, its client record when it needs a new one and its recorded messages, in one
 * statement (so one round trip inside the booking's locks). A client record made a moment ago by
 * another booking of the same person is not made twice (the phone and e-mail are unique within a
 * business): the booking is then stored without one, and the caller attaches it.
 */
const writeBooking = placeholderStatement<Record<string, unknown> & { messageIds: string[] }>(
  () => sql`
    WITH new_client AS (
      INSERT INTO clients (business_id, name, email, phone, locale)
      SELECT ${p('businessId')}::uuid, ${p('customerName')}::text, ${p('customerEmail')}::text,
        ${p('customerPhone')}::text, ${p('locale')}::text
      WHERE ${p('makesClient')}::boolean
      ON CONFLICT DO NOTHING
      RETURNING id
    ), client_language AS (
      -- a client who books themselves is then written to in the language they booked in
      UPDATE clients SET locale = ${p('locale')}::text
      WHERE id = ${p('clientId')}::uuid AND ${p('source')}::text NOT IN ('owner', 'api')
        AND locale <> ${p('locale')}::text
    ), booking AS (
      INSERT INTO bookings (id, business_id, service_id, client_id, staff_id, booking_date,
        booking_time, starts_at, ends_at, status, payment_status, hold_expires_at,
        total_amount_minor, currency, notes, ticket_code, customer_name, customer_email,
        customer_phone, idempotency_key, source, locale)
      SELECT ${p('id')}::uuid, ${p('businessId')}::uuid, ${p('serviceId')}::uuid,
        coalesce(${p('clientId')}::uuid, (SELECT id FROM new_client)), ${p('staffId')}::uuid,
        ${p('bookingDate')}::date, ${p('bookingTime')}::time, ${p('startsAt')}::timestamptz,
        ${p('endsAt')}::timestamptz, ${p('status')}::text, 'pending',
        ${p('holdExpiresAt')}::timestamptz, ${p('totalAmountMinor')}::int, ${p('currency')}::text,
        ${p('notes')}::text, ${p('ticketCode')}::text, ${p('customerName')}::text,
        ${p('customerEmail')}::text, ${p('customerPhone')}::text, ${p('idempotencyKey')}::text,
        ${p('source')}::text, ${p('locale')}::text
      RETURNING *
    ), sent AS (
      INSERT INTO message_sends (business_id, booking_id, channel, "to", template, body, language,
        parameters, payload)
      SELECT m.business_id, m.booking_id, m.channel, m."to", m.template, m.body, m.language,
        m.parameters, m.payload
      FROM json_to_recordset(${p('messages')}::json) AS m(business_id uuid, booking_id uuid,
        channel text, "to" text, template text, body text, language text, parameters jsonb,
        payload jsonb)
      RETURNING id
    )
    SELECT booking.*, ARRAY(SELECT id::text FROM sent) AS "messageIds" FROM booking`,
);

/**
 * The row as the database will store it, before it is written: what the booking's messages are
 * composed from, so they are recorded in the same statement as the booking.
 */
export function bookingAsStored(id: string, booking: NewBooking, now: Date): BookingRow {
  return {
    ...booking,
    id,
    bookingTime: `${booking.bookingTime}:00`,
    paymentStatus: 'pending',
    searchText: null,
    paidAt: null,
    cancelledBy: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores a new booking with its messages, composed from the row as it will be stored, in one
 * round trip. `makesClient`: the booking's person has no client record yet.
 */
export async function insertBooking(
  tx: Tx,
  {
    booking,
    makesClient,
    messages,
    now,
  }: {
    booking: NewBooking;
    makesClient: boolean;
    messages: (stored: BookingRow) => RecordedMessage[];
    now: Date;
  },
): Promise<{ booking: BookingRow; messageIds: string[] }> {
  const id = randomUUID();
  const recorded = messages(bookingAsStored(id, booking, now)).map((message) => {
    const row = messageRowOf(message);
    return {
      business_id: row.businessId ?? null,
      booking_id: row.bookingId ?? null,
      channel: row.channel,
      to: row.to,
      template: row.template,
      body: row.body ?? null,
      language: row.language ?? null,
      parameters: row.parameters ?? null,
      payload: row.payload ?? null,
    };
  });
  const [raw] = await writeBooking(tx, {
    ...booking,
    id,
    makesClient,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    messages: JSON.stringify(recorded),
  });
  if (!raw) throw new Error('booking insert returned nothing');
  return { booking: rowOf(bookings, raw), messageIds: raw.messageIds };
}
