import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { DIALOG_CHANNELS, type DialogState, type Screen } from '../../dialog/types';
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

/** Each WhatsApp message taken in, by WhatsApp's id: the same message delivered twice is handled once. */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    messageId: text('message_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_inbound_received_idx').on(t.receivedAt),
    checkMaxLength('whatsapp_inbound_message_id_length', t.messageId, 200),
  ],
);
