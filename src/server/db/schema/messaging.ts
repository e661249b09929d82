import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { businesses } from './businesses';
import { checkIn, checkMaxLength, createdAt, id, updatedAt } from './columns';

export const MESSAGE_SEND_CHANNELS = ['sms', 'whatsapp'] as const;
export const MESSAGE_SEND_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * One row per SMS or WhatsApp message the app sends: queued when recorded, then sent or failed by
 * the message-send job, which counts its attempts and keeps the provider's id or last error.
 */
export const messageSends = pgTable(
  'message_sends',
  {
    id: id(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: MESSAGE_SEND_CHANNELS }).notNull(),
    /** The recipient in E.164. */
    to: text('to').notNull(),
    /** What the message is for (e.g. reminder); for WhatsApp, the template's name. */
    template: text('template').notNull(),
    /** The SMS text; null for a WhatsApp template. */
    body: text('body'),
    /** The WhatsApp template's language code and body parameters. */
    language: text('language'),
    parameters: jsonb('parameters').$type<string[]>(),
    status: text('status', { enum: MESSAGE_SEND_STATUSES }).notNull().default('queued'),
    providerId: text('provider_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('message_sends_business_idx').on(t.businessId, t.createdAt),
    index('message_sends_booking_idx').on(t.bookingId),
    checkIn('message_sends_channel_check', t.channel, MESSAGE_SEND_CHANNELS),
    checkIn('message_sends_status_check', t.status, MESSAGE_SEND_STATUSES),
    checkMaxLength('message_sends_to_length', t.to, 20),
    checkMaxLength('message_sends_template_length', t.template, 100),
    checkMaxLength('message_sends_body_length', t.body, 1600),
    checkMaxLength('message_sends_language_length', t.language, 10),
    checkMaxLength('message_sends_provider_id_length', t.providerId, 200),
    checkMaxLength('message_sends_error_length', t.error, 1000),
  ],
);
