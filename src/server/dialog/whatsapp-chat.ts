import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { cataloguesLoaded } from '@shared/i18n/loading';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../db/database';
import { bookingDialogs, whatsappConversations, whatsappInbound } from '../db/schema/dialogs';
import { inLocale } from '../i18n/request-locale';
import { dialogText } from '../messages/booking-dialog';
import { clientLinks, factsOf } from '../messaging/booking-messages';
import { dispatchMessages, recordMessages, type RecordedMessage } from '../messaging/queue';
import { confirmationText } from '../messaging/texts';
import { loadBookingView } from '../bookings/booking-view';
import type { PublicReads } from '../public-booking/page-cache';
import type { PublicDeps } from '../public-booking/routes';
import { advance, paidText, typedCode, type DialogPeer, type Turn } from './dialog';
import { engineWorld } from './engine-world';
import { contactLocale, endDialog, loadDialog, rememberContactLocale, saveDialog } from './store';
import type { ChatInput, DialogState, Screen } from './types';
import { whatsappMessage, whatsappText } from './whatsapp-screen';

/**
 * The chat's answers (docs/decisions/0075): the messages the webhook recorded are worked through
 * one number at a time, in the order they came, by whichever process holds that number's
 * conversation; each answer is recorded as a message to send, with the dialog's new state and the
 * message marked answered, in one transaction.
 */

/** How long a process may take over one number's messages before another may take them over. */
const HOLD_MS = 60_000;
/** WhatsApp's customer service window: free-form messages only this long after the client's last. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60_000;
/** Messages left waiting this long were left by a process that stopped: another answers them. */
const LEFT_WAITING_MS = 30_000;

/** The message kind chat replies are recorded under (message_sends.template). */
export const CHAT_KIND = 'chat';

export const chatKey = (phone: string) => `whatsapp:${phone}`;

/** A wa.me link's prefilled first message ('Book 12345'): it starts at that business. */
const LINK_MESSAGE = /^\s*(?:book|weka|agiza)\s+([\d\s-]{3,12})\s*$/i;

/** The business code a first message carries, if it has one (a link's 'Book 12345', or just 12345). */
export function codeIn(text: string): string | undefined {
  const linked = LINK_MESSAGE.exec(text)?.[1];
  if (linked) return typedCode(linked);
  const typed = typedCode(text.trim());
  return /^\d{3,8}$/.test(typed) ? typed : undefined;
}

/** The reply for a screen, page `page` of its list, as a message recorded to the client. */
export function chatReply(
  phone: string,
  screen: Screen,
  page: number,
  locale: Locale,
  replyTo: string | undefined,
): RecordedMessage {
  return inLocale(locale, () => ({
    channel: 'whatsapp',
    to: phone,
    kind: CHAT_KIND,
    chat: whatsappMessage(screen, page).message,
    fallback: whatsappText(screen).text.body,
    replyTo,
  }));
}

/** Takes the number's conversation for this process, unless another holds it. */
async function hold(db: Database, phone: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(whatsappConversations)
    .set({ busyUntil: new Date(now.getTime() + HOLD_MS) })
    .where(
      and(
        eq(whatsappConversations.phone, phone),
        or(isNull(whatsappConversations.busyUntil), lt(whatsappConversations.busyUntil, now)),
      ),
    )
    .returning({ phone: whatsappConversations.phone });
  return taken.length > 0;
}

async function release(db: Database, phone: string): Promise<void> {
  await db
    .update(whatsappConversations)
    .set({ busyUntil: null })
    .where(eq(whatsappConversations.phone, phone));
}

async function nextWaiting(db: Database, phone: string) {
  const [row] = await db
    .select()
    .from(whatsappInbound)
    .where(and(eq(whatsappInbound.phone, phone), isNull(whatsappInbound.processedAt)))
    .orderBy(asc(whatsappInbound.receivedAt), asc(whatsappInbound.messageId))
    .limit(1);
  return row;
}

/** Where a chat goes for one message, and which page of its list it shows. */
async function turnFor(
  deps: PublicDeps,
  reads: PublicReads,
  phone: string,
  message: { messageId: string; input: ChatInput | null },
  now: Date,
): Promise<{ turn: Turn; page: number; peer: DialogPeer }> {
  const { db } = deps;
  const kept = await loadDialog(db, chatKey(phone), now);
  const peer: DialogPeer = {
    phone,
    channel: 'whatsapp',
    locale: kept?.state.locale ?? (await contactLocale(db, phone)),
    turnKey: `whatsapp:${message.messageId}`,
  };
  const world = engineWorld(deps, reads, 'whatsapp');
  const input = message.input ?? { kind: 'text', text: '' };
  if (input.kind === 'more') {
    if (kept && kept.screen.kind !== 'end') {
      const { pages } = whatsappMessage(kept.screen, kept.page);
      const page = Math.min(kept.page + 1, pages - 1);
      return { turn: { state: kept.state, screen: kept.screen }, page, peer };
    }
    return { turn: await advance(null, { kind: 'start' }, world, peer), page: 0, peer };
  }
  const typed = input.kind === 'text' ? input.text : '';
  const linked = LINK_MESSAGE.test(typed) ? codeIn(typed) : undefined;
  if (!kept || linked) {
    // a new chat, or a business's link followed mid-way: start there
    const code = input.kind === 'text' ? codeIn(typed) : undefined;
    return { turn: await advance(null, { kind: 'start', code }, world, peer), page: 0, peer };
  }
  return { turn: await advance(kept.state, input, world, peer), page: 0, peer };
}

/** Answers one recorded message: the dialog moved on, its reply recorded, the message marked. */
async function answerOne(
  deps: PublicDeps,
  reads: PublicReads,
  phone: string,
  message: { messageId: string; input: ChatInput | null },
  now: Date,
): Promise<string[]> {
  const { db } = deps;
  const { turn, page, peer } = await turnFor(deps, reads, phone, message, now);
  const locale = turn.state?.locale ?? peer.locale ?? 'en';
  if (turn.state?.locale && turn.state.locale !== peer.locale) {
    await rememberContactLocale(db, phone, turn.state.locale, now);
  }
  const reply = chatReply(phone, turn.screen, page, locale, message.messageId);
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(whatsappInbound)
      .set({ processedAt: now })
      .where(
        and(eq(whatsappInbound.messageId, message.messageId), isNull(whatsappInbound.processedAt)),
      )
      .returning({ id: whatsappInbound.messageId });
    // answered meanwhile by a process that took over a hold thought lost: said once
    if (!marked) return [];
    if (turn.state === null) await endDialog(tx, chatKey(phone));
    else await keep(tx, phone, turn.state, turn.screen, page, now);
    return recordMessages(tx, [reply]);
  });
}

function keep(
  tx: Executor,
  phone: string,
  state: DialogState,
  screen: Screen,
  page: number,
  now: Date,
): Promise<void> {
  return saveDialog(
    tx,
    { key: chatKey(phone), channel: 'whatsapp', phone, state, screen, page, answered: 0 },
    now,
  );
}

/**
 * Answers every message waiting from this number, in order, unless another process is answering
 * it (that one answers what came meanwhile: it looks again after letting go).
 */
export async function answerChat(
  deps: PublicDeps,
  reads: PublicReads,
  phone: string,
): Promise<void> {
  await cataloguesLoaded();
  const { db } = deps;
  for (;;) {
    if (!(await hold(db, phone, new Date()))) return;
    try {
      for (;;) {
        const next = await nextWaiting(db, phone);
        if (!next) break;
        const ids = await answerOne(deps, reads, phone, next, new Date());
        dispatchMessages(db, ids);
      }
    } finally {
      await release(db, phone);
    }
    // a message recorded while this process was letting go: take it up too
    if (!(await nextWaiting(db, phone))) return;
  }
}

/** Messages being answered after their webhook had its answer; shutdown waits for them. */
const inFlight = new Set<Promise<void>>();

/** Answers the number's waiting messages after the webhook has answered, logging a failure. */
export function answerChatSoon(deps: PublicDeps, reads: PublicReads, phone: string): void {
  const answering = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => answerChat(deps, reads, phone))
    .catch((err: unknown) => deps.logger.error({ err }, 'WhatsApp message not answered'));
  inFlight.add(answering);
  void answering.finally(() => inFlight.delete(answering));
}

/** Says in the chat that its booking is paid, after the payment's answer, logging a failure. */
export function tellChatPaidSoon(
  deps: { db: Database; publicUrl: string; logger: PublicDeps['logger'] },
  bookingId: string,
): void {
  const telling = tellChatPaid(deps, bookingId).catch((err: unknown) =>
    deps.logger.error({ err, bookingId }, 'chat not told of the payment'),
  );
  inFlight.add(telling);
  void telling.finally(() => inFlight.delete(telling));
}

/** Resolves once every chat answer begun so far is recorded (or its failure logged). */
export async function chatsAnswered(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** Messages a stopped process left unanswered: answered now, number by number. */
export async function answerLeftChats(
  deps: PublicDeps,
  reads: PublicReads,
  now = new Date(),
): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ phone: whatsappInbound.phone })
    .from(whatsappInbound)
    .where(
      and(
        isNull(whatsappInbound.processedAt),
        lt(whatsappInbound.receivedAt, new Date(now.getTime() - LEFT_WAITING_MS)),
      ),
    );
  for (const { phone } of rows) await answerChat(deps, reads, phone);
  return rows.length;
}

/** Whether a free-form message to this number is inside WhatsApp's customer service window. */
async function isInWindow(db: Executor, phone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ phone: whatsappConversations.phone })
    .from(whatsappConversations)
    .where(
      and(
        eq(whatsappConversations.phone, phone),
        gt(whatsappConversations.lastInboundAt, new Date(now.getTime() - SERVICE_WINDOW_MS)),
      ),
    );
  return row !== undefined;
}

/** The client's last message, which an unprompted reply (paid, timed out) follows in the chat. */
async function lastInbound(db: Executor, phone: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: whatsappInbound.messageId })
    .from(whatsappInbound)
    .where(eq(whatsappInbound.phone, phone))
    .orderBy(sql`${whatsappInbound.receivedAt} DESC`)
    .limit(1);
  return row?.id;
}

/**
 * Once a booking a chat is waiting on is paid: the chat says so and ends. Outside the customer
 * service window (a payment settled a day late), the confirmation template goes instead.
 */
export async function tellChatPaid(
  deps: { db: Database; publicUrl: string },
  bookingId: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [dialog] = await db
    .select()
    .from(bookingDialogs)
    .where(
      and(
        eq(bookingDialogs.channel, 'whatsapp'),
        sql`${bookingDialogs.state} -> 'booking' ->> 'id' = ${bookingId}`,
      ),
    )
    .limit(1);
  if (!dialog) return;
  await cataloguesLoaded();
  const links = await clientLinks(deps, bookingId);
  const locale = dialog.state.locale ?? 'en';
  const message: RecordedMessage | null = (await isInWindow(db, dialog.phone, now))
    ? chatReply(
        dialog.phone,
        { kind: 'end', text: paidText(dialog.state, links.booking) },
        0,
        locale,
        await lastInbound(db, dialog.phone),
      )
    : await paidTemplate(db, bookingId, dialog.phone, locale, links.booking);
  const ids = await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(bookingDialogs)
      .where(eq(bookingDialogs.key, dialog.key))
      .returning({ key: bookingDialogs.key });
    // ended meanwhile (told once), or nothing to send
    if (!ended || !message) return [];
    return recordMessages(tx, [message]);
  });
  dispatchMessages(db, ids);
}

/** The confirmation template, outside the customer service window, in the chat's language. */
async function paidTemplate(
  db: Database,
  bookingId: string,
  phone: string,
  locale: Locale,
  link: string,
): Promise<RecordedMessage | null> {
  const view = await loadBookingView(db, bookingId);
  if (!view) return null;
  const template = inLocale(
    locale,
    () => confirmationText({ ...factsOf(view, link), isConfirmed: true }).whatsapp,
  );
  return {
    channel: 'whatsapp',
    to: phone,
    template: { ...template, language: locale === 'en' ? undefined : locale },
    bookingId,
    businessId: view.business.id,
  };
}

/**
 * Chats that waited past their time without an answer: each is told it timed out (inside the
 * customer service window; a template is not worth it for this).
 */
export async function tellChatsExpired(
  db: Database,
  dialogs: { channel: string; phone: string; state: DialogState }[],
  now = new Date(),
): Promise<number> {
  const chats = dialogs.filter((dialog) => dialog.channel === 'whatsapp' && dialog.state.business);
  if (!chats.length) return 0;
  await cataloguesLoaded();
  const messages: RecordedMessage[] = [];
  for (const chat of chats) {
    if (!(await isInWindow(db, chat.phone, now))) continue;
    const locale = chat.state.locale ?? 'en';
    const screen: Screen = {
      kind: 'end',
      text: inLocale(locale, () => dialogText('expired')),
    };
    messages.push(chatReply(chat.phone, screen, 0, locale, await lastInbound(db, chat.phone)));
  }
  const ids = await recordMessages(db, messages);
  dispatchMessages(db, ids);
  return ids.length;
}
