import { and, eq, inArray, sql } from 'drizzle-orm';
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

export interface MessageJob {
  messageId: string;
  /** The job's last try: a temporary failure is recorded failed, not retried. */
  isLastTry: boolean;
}

export type MessageOutcome =
  | { outcome: 'sent' | 'failed' | 'skipped' }
  /** A temporary failure: the row is queued again with the error, for the job's next try. */
  | { outcome: 'retry'; error: string };

/**
 * Sends a batch of recorded messages, in the order they were recorded, and writes each outcome on its row. The
 * rows are claimed first, in one statement (queued to sending, attempts + 1), so of two jobs for
 * one row only one sends. A temporary failure puts its row back to queued with the error (the
 * caller has its job retried with back-off) unless it was the last try, which records failed; a
 * permanent one records failed. Rows the provider took are recorded sent together once the batch
 * is through; a crash before that leaves them sending, which the sweep records failed as
 * interrupted: never sent twice. A row not queued (already sent, failed or being sent) is skipped.
 */
export async function runMessageSends(
  deps: SendDeps,
  jobs: MessageJob[],
): Promise<MessageOutcome[]> {
  const { db, logger } = deps;
  const ids = [...new Set(jobs.map((job) => job.messageId))];
  const claimed = ids.length
    ? await db
        .update(messageSends)
        .set({ status: 'sending', attempts: sql`${messageSends.attempts} + 1` })
        .where(and(inArray(messageSends.id, ids), eq(messageSends.status, 'queued')))
        .returning()
    : [];
  const rows = new Map(claimed.map((row) => [row.id, row]));
  const sent: { id: string; providerId: string | null }[] = [];
  const outcomes: MessageOutcome[] = Array.from({ length: jobs.length }, () => ({
    outcome: 'skipped' as const,
  }));
  // in the order the messages were recorded (a batch's jobs come back in no particular order)
  const order = jobs
    .map((job, index) => ({ job, index, at: rows.get(job.messageId)?.createdAt.getTime() ?? 0 }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  for (const { job, index } of order) {
    const row = rows.get(job.messageId);
    // a second job for the same row in one batch finds it taken
    rows.delete(job.messageId);
    if (!row) continue;
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
    const log = { messageId: row.id, channel: row.channel, attempts: row.attempts };
    if (result.status !== 'failed') {
      sent.push({ id: row.id, providerId: result.providerId?.slice(0, 200) ?? null });
      logger.info(log, 'message sent');
      outcomes[index] = { outcome: 'sent' };
      continue;
    }
    const error = (result.error ?? 'failed').slice(0, 1000);
    const isLastTry = job.isLastTry || row.attempts >= MESSAGE_MAX_ATTEMPTS;
    const retry = result.isTemporary && !isLastTry;
    await db
      .update(messageSends)
      .set({ status: retry ? 'queued' : 'failed', error })
      .where(and(eq(messageSends.id, row.id), eq(messageSends.status, 'sending')));
    if (retry) {
      logger.warn({ ...log, error }, 'message send will be retried');
      outcomes[index] = { outcome: 'retry', error };
    } else {
      logger.warn({ ...log, error }, 'message not sent');
      outcomes[index] = { outcome: 'failed' };
    }
  }
  if (sent.length) {
    await db.execute(sql`
      UPDATE ${messageSends} SET status = 'sent', provider_id = v.provider_id, error = NULL,
        updated_at = now()
      FROM json_to_recordset(${JSON.stringify(sent.map((s) => ({ id: s.id, provider_id: s.providerId })))}::json)
        AS v(id uuid, provider_id text)
      WHERE ${messageSends.id} = v.id AND ${messageSends.status} = 'sending'`);
  }
  return outcomes;
}

/**
 * Sends one recorded message (runMessageSends with one job), throwing TemporaryMessageFailure when
 * it is to be tried again.
 */
export async function runMessageSend(
  deps: SendDeps,
  job: MessageJob,
): Promise<'sent' | 'failed' | 'skipped'> {
  const [result] = await runMessageSends(deps, [job]);
  if (!result) throw new Error('no outcome for the message');
  if (result.outcome === 'retry') throw new TemporaryMessageFailure(result.error);
  return result.outcome;
}
