import { and, eq, lt } from 'drizzle-orm';
import { normalizePhone } from '@shared/phone';
import { NOT_A_PHONE } from './not-a-phone';
import type { Database, Executor } from '../db/database';
import { preparedBuilt } from '../db/prepared';
import { messageSends, type EmailPayload } from '../db/schema/messaging';
import { wakeSender } from './sender';
import type { OutgoingMessage } from './types';

/** The first retry's delay after a temporary failure, unless a message names its own. */
export const MESSAGE_RETRY_DELAY_SECONDS = 30;

/** A row claimed this long ago was interrupted mid-send: it may have gone out, so it is not sent again. */
export const SENDING_STALE_MS = 10 * 60_000;
export const INTERRUPTED_ERROR =
  'Interrupted while sending; not sent again, so that it is never sent twice';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

/** A message that cannot be recorded as it is (e.g. a number that is not a phone number). */
export class MessageInputError extends Error {}

/** An e-mail to record: the address and what the mailer will be given. */
export interface OutgoingEmail extends EmailPayload {
  channel: 'email';
  to: string;
}

export type RecordedMessage = (OutgoingMessage | OutgoingEmail) & {
  businessId?: string | null;
  bookingId?: string | null;
  /** What the message is for (e.g. reminder); WhatsApp messages use their template's name. */
  kind?: string;
  /** The first retry's delay after a temporary failure (30 s; tests shorten it). */
  retryDelaySeconds?: number;
  /** The WhatsApp message of the client's this answers. */
  replyTo?: string;
};

/** The row a message becomes; throws MessageInputError for a recipient that cannot be reached. */
export function messageRowOf(message: RecordedMessage): typeof messageSends.$inferInsert {
  const base = {
    businessId: message.businessId ?? null,
    bookingId: message.bookingId ?? null,
    retryDelaySeconds: message.retryDelaySeconds ?? MESSAGE_RETRY_DELAY_SECONDS,
    replyTo: message.replyTo ?? null,
  };
  if (message.channel === 'email') {
    const to = message.to.trim().toLowerCase();
    if (to.length > 254 || !EMAIL_PATTERN.test(to)) throw new MessageInputError(EMAIL_MESSAGE);
    if (!message.subject.trim()) throw new MessageInputError('The e-mail has no subject');
    const payload: EmailPayload = { subject: message.subject, text: message.text };
    if (message.html) payload.html = message.html;
    if (message.attachments?.length) payload.attachments = message.attachments;
    return { ...base, channel: 'email', to, template: message.kind ?? 'email', payload };
  }
  const to = normalizePhone(message.to);
  if (!to) throw new MessageInputError(NOT_A_PHONE);
  if (message.channel === 'sms') {
    return { ...base, channel: 'sms', to, template: message.kind ?? 'sms', body: message.text };
  }
  if ('chat' in message) {
    return {
      ...base,
      channel: 'whatsapp',
      to,
      template: message.kind ?? 'chat',
      chat: message.chat,
      body: message.fallback.slice(0, 1600),
    };
  }
  return {
    ...base,
    channel: 'whatsapp',
    to,
    template: message.template.name,
    language: message.template.language ?? null,
    parameters: message.template.parameters,
  };
}

/**
 * Inserts of up to this many rows run prepared: a booking's confirmation (the client's channels
 * and the owner's notice) takes the same few shapes every time. Larger batches (the reminder job's)
 * would each leave a statement of their own prepared on the connection.
 */
const PREPARED_ROWS = 6;

/**
 * Records messages as queued inside the caller's transaction (or on the database), all or none: a
 * recipient that cannot be reached throws MessageInputError before anything is written. Once the
 * transaction has committed, dispatchMessages wakes this process's sender; rows nobody woke a
 * sender for (a crash in between) are claimed by the next poll of any process's sender.
 */
export async function recordMessages(db: Executor, messages: RecordedMessage[]): Promise<string[]> {
  if (!messages.length) return [];
  const insert = db
    .insert(messageSends)
    .values(messages.map(messageRowOf))
    .returning({ id: messageSends.id });
  const inserted = await (messages.length <= PREPARED_ROWS
    ? preparedBuilt('message insert', insert).execute()
    : insert);
  return inserted.map((row) => row.id);
}

/**
 * Tells this process's message sender that committed rows are waiting (it gathers what arrives
 * within 50 ms into one claim). Without a sender here (a script), the rows wait for any server's.
 */
export function dispatchMessages(db: Database, ids: string[]): void {
  if (ids.length) wakeSender(db);
}

/**
 * Records a message as queued and wakes the sender, which sends it and retries a temporary failure
 * with back-off. A phone number is normalised to E.164 and an address checked first; one that is
 * neither throws MessageInputError and records nothing.
 */
export async function enqueueMessage(
  db: Database,
  message: RecordedMessage,
): Promise<{ id: string }> {
  const [id] = await recordMessages(db, [message]);
  dispatchMessages(db, [id!]);
  return { id: id! };
}

/**
 * Rows claimed more than 10 minutes ago are recorded failed: the provider may have taken them,
 * and sending again could send twice. (A queued row needs no sweep: every sender's poll finds it.)
 */
export async function sweepMessages(
  db: Database,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ interrupted: number }> {
  const interrupted = await db
    .update(messageSends)
    .set({ status: 'failed', error: INTERRUPTED_ERROR, updatedAt: now })
    .where(
      and(
        eq(messageSends.status, 'sending'),
        lt(messageSends.updatedAt, new Date(now.getTime() - SENDING_STALE_MS)),
      ),
    )
    .returning({ id: messageSends.id });
  return { interrupted: interrupted.length };
}
