import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { messageSends } from '../db/schema/messaging';
import type { Logger } from '../logger';
import { mailFailure, type Mailer } from '../mail/mailer';
import { MESSAGE_MAX_ATTEMPTS } from './queue';
import type { MessageChannels, OutgoingMessage, SendResult } from './types';

/** Thrown so pg-boss retries the job later; the row is back to queued with the last error. */
export class TemporaryMessageFailure extends Error {}

export interface SendDeps {
  db: Database;
  channels: MessageChannels;
  mailer: Mailer;
  logger: Logger;
}

type Row = typeof messageSends.$inferSelect;

async function deliver(deps: SendDeps, row: Row): Promise<SendResult> {
  if (row.channel === 'email') {
    const payload = row.payload;
    if (!payload)
      return {
        status: 'failed',
        providerId: null,
        error: 'No e-mail recorded',
        isTemporary: false,
      };
    try {
      const sent = await deps.mailer.send({
        to: row.to,
        subject: payload.subject,
        text: payload.text,
        html: payload.html ?? '',
        // logged when mail goes to the data folder, so the link works on a laptop
        link: /https?:\/\/\S+/.exec(payload.text)?.[0],
        attachments: payload.attachments?.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType ?? 'application/octet-stream',
        })),
      });
      return {
        status: 'sent',
        providerId: sent?.messageId ?? null,
        error: null,
        isTemporary: false,
      };
    } catch (error) {
      const failure = mailFailure(error);
      return { status: 'failed', providerId: null, ...failure };
    }
  }
  const message: OutgoingMessage =
    row.channel === 'sms'
      ? { channel: 'sms', to: row.to, text: row.body ?? '' }
      : {
          channel: 'whatsapp',
          to: row.to,
          template: {
            name: row.template,
            language: row.language ?? undefined,
            parameters: row.parameters ?? [],
          },
        };
  return deps.channels.sendMessage(message);
}

/**
 * Sends one recorded message and writes the outcome on its row. The row is claimed first, in one
 * statement (queued to sending, attempts + 1), so of two jobs for one row only one sends. A
 * temporary failure puts it back to queued with the error and throws (pg-boss retries with
 * back-off) unless it was the last try, which records failed; a permanent one records failed and
 * returns. A row not queued (already sent, failed or being sent) is left alone.
 */
export async function runMessageSend(
  deps: SendDeps,
  job: { messageId: string; isLastTry: boolean },
): Promise<'sent' | 'failed' | 'retry' | 'skipped'> {
  const { db, logger } = deps;
  const [row] = await db
    .update(messageSends)
    .set({ status: 'sending', attempts: sql`${messageSends.attempts} + 1` })
    .where(and(eq(messageSends.id, job.messageId), eq(messageSends.status, 'queued')))
    .returning();
  if (!row) return 'skipped';
  let result: SendResult;
  try {
    result = await deliver(deps, row);
  } catch (error) {
    // an adapter that threw (a full disk for the outbox): worth another try
    result = {
      status: 'failed',
      providerId: null,
      error: error instanceof Error ? error.message : String(error),
      isTemporary: true,
    };
  }
  const settle = (values: Partial<typeof messageSends.$inferInsert>) =>
    db
      .update(messageSends)
      .set(values)
      .where(and(eq(messageSends.id, row.id), eq(messageSends.status, 'sending')));
  if (result.status !== 'failed') {
    await settle({
      status: 'sent',
      providerId: result.providerId?.slice(0, 200) ?? null,
      error: null,
    });
    logger.info(
      { messageId: row.id, channel: row.channel, attempts: row.attempts },
      'message sent',
    );
    return 'sent';
  }
  const error = (result.error ?? 'failed').slice(0, 1000);
  const isLastTry = job.isLastTry || row.attempts >= MESSAGE_MAX_ATTEMPTS;
  if (result.isTemporary && !isLastTry) {
    await settle({ status: 'queued', error });
    logger.warn(
      { messageId: row.id, channel: row.channel, attempts: row.attempts, error },
      'message send will be retried',
    );
    throw new TemporaryMessageFailure(error);
  }
  await settle({ status: 'failed', error });
  logger.warn(
    { messageId: row.id, channel: row.channel, attempts: row.attempts, error },
    'message not sent',
  );
  return 'failed';
}
