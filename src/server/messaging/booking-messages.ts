import { eq } from 'drizzle-orm';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';
import { normalizePhone } from '@shared/phone';
import { NOTIFICATION_DEFAULTS, type NotificationPreferences } from '@shared/settings';
import {
  bookingLinkKey,
  bookingLinkUrl,
  makeBookingToken,
  reviewLinkUrl,
} from '../booking-links/token';
import { loadBookingView, type BookingViewRow } from '../bookings/booking-view';
import type { Database, Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { businessSettings } from '../db/schema/businesses';
import { inLocale } from '../i18n/request-locale';
import type { Logger } from '../logger';
import type { OutgoingMail } from '../mail/mailer';
import { dispatchMessages, EMAIL_PATTERN, recordMessages, type RecordedMessage } from './queue';
import type { BookingFacts, TextMessage } from './texts';

/** What composing and recording booking messages needs. */
export interface MessageDeps {
  db: Database;
  logger: Logger;
  publicUrl: string;
  /** The first retry's delay for the messages recorded (tests shorten it). */
  retryDelaySeconds?: number;
}

/** A booking with its names, its business's preferences and where its owner is reached. */
export interface BookingContext {
  view: BookingViewRow;
  preferences: NotificationPreferences;
  /** The business's e-mail, or its owner's account e-mail when the business has none. */
  ownerEmail: string | null;
  /** The language the owner chose for their account (users.locale): their notices are in it. */
  ownerLocale: Locale;
}

export async function loadBookingContext(
  db: Executor,
  target: string | BookingViewRow,
): Promise<BookingContext | null> {
  const view = typeof target === 'string' ? await loadBookingView(db, target) : target;
  if (!view) return null;
  const [row] = await db
    .select({
      preferences: businessSettings.notificationPreferences,
      accountEmail: users.email,
      accountLocale: users.locale,
    })
    .from(users)
    .leftJoin(businessSettings, eq(businessSettings.businessId, view.business.id))
    .where(eq(users.id, view.business.userId));
  return bookingContextOf(view, row?.preferences, row?.accountEmail, row?.accountLocale);
}

/**
 * The context from what was read: stored preferences over the defaults, the owner's address and
 * language.
 */
export function bookingContextOf(
  view: BookingViewRow,
  preferences: Partial<NotificationPreferences> | null | undefined,
  accountEmail: string | null | undefined,
  accountLocale: string | null | undefined,
): BookingContext {
  return {
    view,
    preferences: { ...NOTIFICATION_DEFAULTS, ...preferences },
    ownerEmail: view.business.email?.trim() || accountEmail || null,
    ownerLocale: isLocale(accountLocale) ? accountLocale : DEFAULT_LOCALE,
  };
}

/*
 * Whoever's request or job causes a message, it is composed in its recipient's language
 * (docs/decisions/0071): the client's is the one they booked in (bookings.locale), the owner's the
 * one they chose for their account (users.locale). Everything composed inside `compose`, at once
 * (its texts and e-mails), is in that language.
 */

/** Composes the client's messages about the booking in the language they booked in. */
export function forClient<T>(context: BookingContext, compose: () => T): T {
  const { locale } = context.view.booking;
  return inLocale(isLocale(locale) ? locale : DEFAULT_LOCALE, compose);
}

/** Composes the owner's notices about the booking in the language of their account. */
export function forOwner<T>(context: BookingContext, compose: () => T): T {
  return inLocale(context.ownerLocale, compose);
}

/** The client's private page for a booking, and its review page. */
export async function clientLinks(deps: { db: Database; publicUrl: string }, bookingId: string) {
  return clientLinksWith(await bookingLinkKey(deps.db), deps.publicUrl, bookingId);
}

/** clientLinks() with the link key already read. */
export function clientLinksWith(key: Buffer, publicUrl: string, bookingId: string) {
  const token = makeBookingToken(key, bookingId);
  return { booking: bookingLinkUrl(publicUrl, token), review: reviewLinkUrl(publicUrl, token) };
}

/** Where the owner manages bookings. */
export const ownerBookingsUrl = (publicUrl: string) => `${publicUrl}/app/bookings`;

export function factsOf(view: BookingViewRow, link: string): BookingFacts {
  return {
    businessName: view.business.name,
    serviceName: view.serviceName,
    customerName: view.booking.customerName,
    ticketCode: view.booking.ticketCode,
    date: view.booking.bookingDate,
    time: view.booking.bookingTime.slice(0, 5),
    link,
  };
}

function emailMessage(mail: OutgoingMail): RecordedMessage {
  return {
    channel: 'email',
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      content: typeof file.content === 'string' ? file.content : file.content.toString('utf8'),
      contentType: file.contentType,
    })),
  };
}

/**
 * The client's messages about one booking: the e-mail when they gave an address and one is
 * composed, and the SMS and WhatsApp messages on the channels whose *_reminders flag is on.
 */
export function clientMessages(
  context: BookingContext,
  kind: string,
  { text, email }: { text?: TextMessage; email?: OutgoingMail | null },
): RecordedMessage[] {
  const { view, preferences } = context;
  const base = { businessId: view.business.id, bookingId: view.booking.id, kind };
  const messages: RecordedMessage[] = [];
  if (email && view.booking.customerEmail) messages.push({ ...emailMessage(email), ...base });
  if (text && preferences.whatsapp_reminders) {
    messages.push({
      ...base,
      channel: 'whatsapp',
      to: view.booking.customerPhone,
      template: text.whatsapp,
    });
  }
  if (text && preferences.sms_reminders) {
    messages.push({ ...base, channel: 'sms', to: view.booking.customerPhone, text: text.sms });
  }
  return messages;
}

/**
 * The owner's notice on the channels their preferences turn on: e-mail when `emailOn` (to the
 * business's address or the owner's), SMS to the business's phone when sms_bookings, WhatsApp to
 * the WhatsApp number when whatsapp_bookings and the number is set.
 */
export function ownerMessages(
  context: BookingContext,
  kind: string,
  {
    text,
    email,
    emailOn,
  }: { text: TextMessage; email: (to: string) => OutgoingMail; emailOn: boolean },
): RecordedMessage[] {
  const { view, preferences } = context;
  const base = { businessId: view.business.id, bookingId: view.booking.id, kind };
  const messages: RecordedMessage[] = [];
  if (emailOn && context.ownerEmail)
    messages.push({ ...emailMessage(email(context.ownerEmail)), ...base });
  if (preferences.sms_bookings && view.business.phone) {
    messages.push({ ...base, channel: 'sms', to: view.business.phone, text: text.sms });
  }
  if (preferences.whatsapp_bookings && preferences.whatsapp_number.trim()) {
    messages.push({
      ...base,
      channel: 'whatsapp',
      to: preferences.whatsapp_number,
      template: text.whatsapp,
    });
  }
  return messages;
}

/** Leaves out messages whose recipient cannot be reached (a number that is not a phone number). */
export function reachable(messages: RecordedMessage[], logger: Logger): RecordedMessage[] {
  return messages.filter((message) => {
    const ok =
      message.channel === 'email'
        ? message.to.trim().length <= 254 && EMAIL_PATTERN.test(message.to.trim())
        : normalizePhone(message.to) !== null;
    if (!ok) {
      logger.warn(
        { bookingId: message.bookingId, channel: message.channel, kind: message.kind },
        'message left out: the recipient cannot be reached',
      );
    }
    return ok;
  });
}

/**
 * Records the messages `compose` returns in one transaction with whatever it reads or locks, and
 * wakes the sender once committed.
 */
export async function recordAndDispatch(
  deps: MessageDeps,
  compose: (tx: Executor) => Promise<RecordedMessage[]>,
): Promise<string[]> {
  // the words of both languages, before anything is composed in either (loaded once, at start-up)
  await cataloguesLoaded();
  const ids = await deps.db.transaction(async (tx) =>
    recordMessages(tx, withRetryDelay(deps, reachable(await compose(tx), deps.logger))),
  );
  dispatchMessages(deps.db, ids);
  return ids;
}

/** The messages with the first retry delay the deps name (tests shorten it), if they name one. */
export function withRetryDelay(
  deps: Pick<MessageDeps, 'retryDelaySeconds'>,
  messages: RecordedMessage[],
): RecordedMessage[] {
  const { retryDelaySeconds } = deps;
  return retryDelaySeconds === undefined
    ? messages
    : messages.map((message) => ({ ...message, retryDelaySeconds }));
}
