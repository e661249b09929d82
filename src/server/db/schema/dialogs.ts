import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { DIALOG_CHANNELS, type ChatInput, type DialogState, type Screen } from '../../dialog/types';
import { checkIn, checkLocale, checkMaxLength, checkSql, locale, updatedAt } from './columns';

/**
 * A booking dialog under way on WhatsApp or USSD (docs/decisions/0074): what the client chose so
 * far and the screen they were last shown, so that whichever server process gets the next message
 * answers it, and a restart resumes it. Gone once it ends; an idle one expires, freeing its hold.
 */
export const bookingDialogs = pgTable(
  'booking_dialogs',
  {
    /** 'whatsapp:' and the client's number, or 'ussd:' and the network's session id. */
    key: text('key').primaryKey(),
    channel: text('channel', { enum: DIALOG_CHANNELS }).notNull(),
    /** The client's number in E.164, as the channel gave it. */
    phone: text('phone').notNull(),
    state: jsonb('state').$type<DialogState>().notNull(),
    screen: jsonb('screen').$type<Screen>().notNull(),
    /** Which page of the screen's list is shown. */
    page: smallint('page').notNull().default(0),
    /** USSD: how much of the session's `text` is answered, so the next input is what follows. */
    answered: integer('answered').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_dialogs_expires_idx').on(t.expiresAt),
    checkIn('booking_dialogs_channel_check', t.channel, DIALOG_CHANNELS),
    checkMaxLength('booking_dialogs_key_length', t.key, 200),
    checkMaxLength('booking_dialogs_phone_length', t.phone, 20),
    checkSql('booking_dialogs_page_range', sql`${t.page} >= 0`),
  ],
);

/** The language a phone number chose in a dialog, asked once and kept for the next one. */
export const dialogContacts = pgTable(
  'dialog_contacts',
  {
    phone: text('phone').primaryKey(),
    locale: locale(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkLocale('dialog_contacts_locale_check', t.locale),
    checkMaxLength('dialog_contacts_phone_length', t.phone, 20),
  ],
);

/**
 * Each WhatsApp message taken in, by WhatsApp's id (docs/decisions/0075): the same message delivered
 * twice is handled once. The webhook records it and answers at once; the rows not yet processed are
 * the queue the chat's answers are worked from, one number at a time, in the order they came.
 */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    messageId: text('message_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's number in E.164. */
    phone: text('phone').notNull().default(''),
    /** What the client did, as the dialog reads it: text typed, or the id of a row or button. */
    input: jsonb('input').$type<ChatInput>(),
    /** When the answer was worked out; null while it waits. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('whatsapp_inbound_received_idx').on(t.receivedAt),
    index('whatsapp_inbound_waiting_idx')
      .on(t.phone, t.receivedAt)
      .where(sql`${t.processedAt} IS NULL`),
    checkMaxLength('whatsapp_inbound_message_id_length', t.messageId, 200),
    checkMaxLength('whatsapp_inbound_phone_length', t.phone, 20),
  ],
);

/**
 * A WhatsApp number's conversation: when it last wrote (free-form replies only inside the 24-hour
 * customer service window after that), and which server process is answering it now, so that its
 * messages are answered one at a time, in order, by one process.
 */
export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    phone: text('phone').primaryKey(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }).notNull(),
    /** Held by the process answering; a hold past this time was abandoned (a crash). */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
  },
  (t) => [checkMaxLength('whatsapp_conversations_phone_length', t.phone, 20)],
);

export const USSD_SESSION_STATUSES = ['Success', 'Incomplete', 'Failed'] as const;

/**
 * How each USSD session ended, as Africa's Talking's end-of-session notification says
 * (docs/decisions/0075): whether the network completed it, how long it took and how many screens,
 * the last input and screen, and the network's error. Recorded once per session.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    phone: text('phone').notNull(),
    serviceCode: text('service_code'),
    networkCode: text('network_code'),
    status: text('status', { enum: USSD_SESSION_STATUSES }).notNull(),
    durationMs: integer('duration_ms'),
    hops: integer('hops'),
    /** What the session cost, as Africa's Talking writes it ('KES 0.50'). */
    cost: text('cost'),
    input: text('input'),
    lastResponse: text('last_response'),
    error: text('error'),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ussd_sessions_ended_idx').on(t.endedAt),
    checkIn('ussd_sessions_status_check', t.status, USSD_SESSION_STATUSES),
    checkMaxLength('ussd_sessions_session_id_length', t.sessionId, 100),
    checkMaxLength('ussd_sessions_phone_length', t.phone, 20),
    checkMaxLength('ussd_sessions_service_code_length', t.serviceCode, 40),
    checkMaxLength('ussd_sessions_network_code_length', t.networkCode, 10),
    checkMaxLength('ussd_sessions_cost_length', t.cost, 40),
    checkMaxLength('ussd_sessions_input_length', t.input, 1000),
    checkMaxLength('ussd_sessions_last_response_length', t.lastResponse, 400),
    checkMaxLength('ussd_sessions_error_length', t.error, 500),
  ],
);
