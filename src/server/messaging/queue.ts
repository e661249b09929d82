import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import { normalizePhone, PHONE_MESSAGE } from '@shared/phone';
import type { Database } from '../db/database';
import { JOB_SCHEMA } from '../db/migrate';
import { messageSends } from '../db/schema/messaging';
import type { OutgoingMessage } from './types';

export const MESSAGE_SEND_QUEUE = 'message-send';

export interface MessageSendJob {
  messageId: string;
}

/** Tries in all: the first and five retries, 30 s, 1 min, 2 min, 4 min, 8 min apart (with jitter). */
export const MESSAGE_RETRY_LIMIT = 5;
const MESSAGE_RETRY_DELAY_SECONDS = 30;

/** A message that cannot be recorded as it is (e.g. a number that is not a phone number). */
export class MessageInputError extends Error {}

const senders = new WeakMap<Database, PgBoss>();

/** A pg-boss handle that only inserts jobs (never started); the worker in jobs.ts sends. */
function senderFor(db: Database): PgBoss {
  let boss = senders.get(db);
  if (!boss) {
    // drizzle(pool) keeps the pool as $client; the Database type leaves it out
    const client = (db as Database & { $client: Pool }).$client;
    boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      schema: JOB_SCHEMA,
    });
    senders.set(db, boss);
  }
  return boss;
}

/**
 * Records a message as queued and hands it to the message-send job, which sends it and retries a
 * temporary failure with back-off. The number is normalised to E.164 first; one that is not a
 * phone number throws MessageInputError and records nothing.
 */
export async function enqueueMessage(
  db: Database,
  message: OutgoingMessage & {
    businessId?: string | null;
    bookingId?: string | null;
    /** What the message is for (e.g. reminder); WhatsApp messages use their template's name. */
    kind?: string;
  },
  options: { retryDelaySeconds?: number } = {},
): Promise<{ id: string }> {
  const to = normalizePhone(message.to);
  if (!to) throw new MessageInputError(PHONE_MESSAGE);
  const isSms = message.channel === 'sms';
  const [row] = await db
    .insert(messageSends)
    .values({
      businessId: message.businessId ?? null,
      bookingId: message.bookingId ?? null,
      channel: message.channel,
      to,
      template: isSms ? (message.kind ?? 'sms') : message.template.name,
      body: isSms ? message.text : null,
      language: isSms ? null : (message.template.language ?? null),
      parameters: isSms ? null : message.template.parameters,
    })
    .returning({ id: messageSends.id });
  const id = row!.id;
  const job: MessageSendJob = { messageId: id };
  try {
    await senderFor(db).send(MESSAGE_SEND_QUEUE, job, {
      retryLimit: MESSAGE_RETRY_LIMIT,
      retryDelay: options.retryDelaySeconds ?? MESSAGE_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: 120,
    });
  } catch (error) {
    await db
      .update(messageSends)
      .set({ status: 'failed', error: 'The message could not be queued' })
      .where(eq(messageSends.id, id));
    throw error;
  }
  return { id };
}
