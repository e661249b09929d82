import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { normalizePhone, PHONE_MESSAGE } from '@shared/phone';
import type { Database, Executor } from '../db/database';
import { preparedBuilt } from '../db/prepared';
import { jobSender } from '../jobs/sender';
import { messageSends, type EmailPayload } from '../db/schema/messaging';
import type { OutgoingMessage } from './types';

export const MESSAGE_SEND_QUEUE = 'message-send';

export interface MessageSendJob {
  messageId: string;
}

/** Tries in all: the first and five retries, 30 s, 1 min, 2 min, 4 min, 8 min apart (with jitter). */
export const MESSAGE_RETRY_LIMIT = 5;
/** However many jobs a row has had (the sweep may give it a new one), it is tried at most this often. */
export const MESSAGE_MAX_ATTEMPTS = MESSAGE_RETRY_LIMIT + 1;
const MESSAGE_RETRY_DELAY_SECONDS = 30;

/** A queued row untouched this long lost its job (a crash between commit and enqueue): queued again. */
export const QUEUED_STALE_MS = 30 * 60_000;
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
};

export interface EnqueueOptions {
  retryDelaySeconds?: number;
}

/** The row a message becomes; throws MessageInputError for a recipient that cannot be reached. */
export function messageRowOf(message: RecordedMessage): typeof messageSends.$inferInsert {
  const base = { businessId: message.businessId ?? null, bookingId: message.bookingId ?? null };
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
  if (!to) throw new MessageInputError(PHONE_MESSAGE);
  if (message.channel === 'sms') {
    return { ...base, channel: 'sms', to, template: message.kind ?? 'sms', body: message.text };
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
 * recipient that cannot be reached throws MessageInputError before anything is written. Their jobs
 * are sent with dispatchMessages once the transaction has committed; a crash in between leaves the
 * rows queued, and the sweep sends them.
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

/** Rows handed over within this long of each other share one insert of their jobs. */
const DISPATCH_WINDOW_MS = 50;
const DISPATCH_MAX = 100;

interface PendingDispatch {
  ids: string[];
  settled: { resolve: () => void; reject: (error: unknown) => void }[];
  timer: NodeJS.Timeout;
}

/** Per database, the rows waiting for their insert, by retry delay (jobs of one insert share it). */
const pending = new WeakMap<Database, Map<number, PendingDispatch>>();

async function insertJobs(db: Database, ids: string[], retryDelaySeconds: number) {
  await jobSender(db).insert(
    ids.map((messageId) => ({
      name: MESSAGE_SEND_QUEUE,
      data: { messageId } satisfies MessageSendJob,
      retryLimit: MESSAGE_RETRY_LIMIT,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      // a batch of jobs shares this limit: twenty sends with slow providers still fit
      expireInSeconds: 600,
    })),
  );
}

/**
 * Hands recorded (committed) rows to the message-send job. Rows handed over by requests within
 * 50 ms of each other get their jobs in one insert (a busy booking page would otherwise
 * pay a statement per booking). The workers fetch them within a second, and again at once while
 * they find full batches.
 */
export function dispatchMessages(
  db: Database,
  ids: string[],
  options: EnqueueOptions = {},
): Promise<void> {
  if (!ids.length) return Promise.resolve();
  const retryDelay = options.retryDelaySeconds ?? MESSAGE_RETRY_DELAY_SECONDS;
  const byDelay = pending.get(db) ?? new Map<number, PendingDispatch>();
  pending.set(db, byDelay);
  const flush = (batch: PendingDispatch) => {
    clearTimeout(batch.timer);
    if (byDelay.get(retryDelay) === batch) byDelay.delete(retryDelay);
    insertJobs(db, batch.ids, retryDelay).then(
      () => batch.settled.forEach((waiter) => waiter.resolve()),
      (error: unknown) => batch.settled.forEach((waiter) => waiter.reject(error)),
    );
  };
  return new Promise<void>((resolve, reject) => {
    let batch = byDelay.get(retryDelay);
    if (!batch) {
      const created: PendingDispatch = {
        ids: [],
        settled: [],
        timer: setTimeout(() => flush(created), DISPATCH_WINDOW_MS),
      };
      batch = created;
      byDelay.set(retryDelay, batch);
    }
    batch.ids.push(...ids);
    batch.settled.push({ resolve, reject });
    if (batch.ids.length >= DISPATCH_MAX) flush(batch);
  });
}

/**
 * Records a message as queued and hands it to the message-send job, which sends it and retries a
 * temporary failure with back-off. A phone number is normalised to E.164 and an address checked
 * first; one that is neither throws MessageInputError and records nothing.
 */
export async function enqueueMessage(
  db: Database,
  message: RecordedMessage,
  options: EnqueueOptions = {},
): Promise<{ id: string }> {
  const [id] = await recordMessages(db, [message]);
  try {
    await dispatchMessages(db, [id!], options);
  } catch (error) {
    await db
      .update(messageSends)
      .set({ status: 'failed', error: 'The message could not be queued' })
      .where(eq(messageSends.id, id!));
    throw error;
  }
  return { id: id! };
}

/**
 * Finds what fell between the cracks: queued rows nobody touched for 30 minutes get a new job
 * (a crash between commit and enqueue, or a lost job), and rows claimed more than 10 minutes ago
 * are recorded failed, since the provider may have taken them and sending again could send twice.
 */
export async function sweepMessages(
  db: Database,
  { now = new Date(), limit = 500 }: { now?: Date; limit?: number } = {},
): Promise<{ requeued: number; interrupted: number }> {
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
  // touching the rows first means a second sweep in another process leaves them alone
  const stale = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: messageSends.id })
      .from(messageSends)
      .where(
        and(
          eq(messageSends.status, 'queued'),
          lt(messageSends.updatedAt, new Date(now.getTime() - QUEUED_STALE_MS)),
        ),
      )
      .orderBy(messageSends.updatedAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    await tx
      .update(messageSends)
      .set({ updatedAt: sql`greatest(now(), ${now.toISOString()}::timestamptz)` })
      .where(inArray(messageSends.id, ids));
    return ids;
  });
  await dispatchMessages(db, stale);
  return { requeued: stale.length, interrupted: interrupted.length };
}
