import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WhatsAppMessage } from '../../dialog/whatsapp-screen';
import { bookings } from './bookings';
import { businesses } from './businesses';
import { checkIn, checkMaxLength, createdAt, id, updatedAt } from './columns';

export const MESSAGE_SEND_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
/**
 * sending: claimed by one sender's run and handed to the provider; a row left there was interrupted.
 * delivered and read: what WhatsApp's status webhooks said of a sent message since.
 */
export const MESSAGE_SEND_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;

/** An e-mail as recorded for sending: what the mailer is given, attachments as text. */
export interface EmailPayload {
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType?: string }[];
}

/**
 * One row per e-mail, SMS or WhatsApp message the app sends: queued when recorded, then sent or
 * failed by a server process's message sender (messaging/sender.ts), which claims the rows that are
 * due, counts their attempts and keeps the provider's id or last error. The table is the queue.
 */
export const messageSends = pgTable(
  'message_sends',
  {
    id: id(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: MESSAGE_SEND_CHANNELS }).notNull(),
    /** The recipient: a phone number in E.164, or an e-mail address. */
    to: text('to').notNull(),
    /** What the message is for (e.g. reminder); for WhatsApp, the template's name. */
    template: text('template').notNull(),
    /** The SMS text; null for a WhatsApp template. */
    body: text('body'),
    /** The WhatsApp template's language code and body parameters. */
    language: text('language'),
    parameters: jsonb('parameters').$type<string[]>(),
    /** The e-mail to send; null for SMS and WhatsApp. */
    payload: jsonb('payload').$type<EmailPayload>(),
    /**
     * A WhatsApp reply in the chat (text, reply buttons or a list), sent free-form inside the
     * customer service window; null for a template.
     */
    chat: jsonb('chat').$type<WhatsAppMessage>(),
    /** The WhatsApp message id of the client's message this answers, if any. */
    replyTo: text('reply_to'),
    status: text('status', { enum: MESSAGE_SEND_STATUSES }).notNull().default('queued'),
    providerId: text('provider_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may next be sent: when recorded, then after each temporary failure's back-off. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** The order rows were recorded in, within one transaction too: senders send in this order. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The first retry's delay; each later one doubles it (30 s, 1, 2, 4, 8 minutes by default). */
    retryDelaySeconds: integer('retry_delay_seconds').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('message_sends_business_idx').on(t.businessId, t.createdAt),
    index('message_sends_booking_idx').on(t.bookingId),
    // a status webhook finds its message by WhatsApp's id
    index('message_sends_provider_id_idx').on(t.providerId),
    index('message_sends_reply_to_idx')
      .on(t.replyTo)
      .where(sql`${t.replyTo} IS NOT NULL`),
    // the senders' claim: the queued rows that are due, in the order they were recorded
    index('message_sends_due_idx')
      .on(t.sendAfter, t.seq)
      .where(sql`${t.status} = 'queued'`),
    // the sweep that finds rows interrupted mid-send
    index('message_sends_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    checkIn('message_sends_channel_check', t.channel, MESSAGE_SEND_CHANNELS),
    checkIn('message_sends_status_check', t.status, MESSAGE_SEND_STATUSES),
    checkMaxLength('message_sends_to_length', t.to, 254),
    checkMaxLength('message_sends_template_length', t.template, 100),
    checkMaxLength('message_sends_body_length', t.body, 1600),
    checkMaxLength('message_sends_language_length', t.language, 10),
    checkMaxLength('message_sends_provider_id_length', t.providerId, 200),
    checkMaxLength('message_sends_error_length', t.error, 1000),
    checkMaxLength('message_sends_reply_to_length', t.replyTo, 200),
  ],
);

export const BOOKING_REMINDER_STATUSES = ['scheduled', 'sent', 'skipped', 'cancelled'] as const;

/**
 * The reminder of each confirmed booking, kept by a trigger on bookings (migration 0019) in the
 * same transaction as every booking write: a booking confirmed schedules it, a move to another
 * start schedules it again for the new start, and leaving confirmed cancels it. The reminder job
 * claims due rows by moving them out of scheduled, so each is sent once whatever the number of
 * processes.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The start this reminder is for. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When the booking became confirmed at this start: one made inside the window gets none. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: BOOKING_REMINDER_STATUSES }).notNull().default('scheduled'),
    /** Why a reminder was skipped (its start passed, made inside the window, reminders off). */
    skipReason: text('skip_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('booking_reminders_status_check', t.status, BOOKING_REMINDER_STATUSES),
    checkMaxLength('booking_reminders_skip_reason_length', t.skipReason, 200),
    index('booking_reminders_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);
