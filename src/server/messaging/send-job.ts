import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { placeholderStatement, rowOf } from '../db/prepared';
import { messageSends } from '../db/schema/messaging';
import type { Logger } from '../logger';
import { mailFailure, type Mailer } from '../mail/mailer';
import type { MessageChannels, OutgoingMessage, SendResult } from './types';

/** Rows claimed at once; they are sent one after another, in the order they were recorded. */
export const MESSAGE_BATCH = 20;
/** Tries in all: the first and five retries, 30 s, 1 min, 2 min, 4 min, 8 min apart (by default). */
export const MESSAGE_MAX_ATTEMPTS = 6;

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
      : row.chat
        ? { channel: 'whatsapp', to: row.to, chat: row.chat, fallback: row.body ?? '' }
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
 * How long after its `attempts`-th try a row is tried again: the first delay, doubled for each try
 * since (30 s, 1, 2, 4, 8 minutes by default), and up to a tenth more at random, so that rows
 * failing together do not all come back together.
 */
export function retryDelayMs(firstDelaySeconds: number, attempts: number, random = Math.random()) {
  return firstDelaySeconds * 1000 * 2 ** Math.max(0, attempts - 1) * (1 + random / 10);
}

/**
 * Claims the due rows, at most `limit`, skipping rows another sender holds: queued to sending,
 * attempts + 1. They come back in the order they are due, and within that in the order they were
 * recorded (seq).
 */
const claimDue = placeholderStatement<Record<string, unknown>>(
  () => sql`
    WITH claimed AS (
      UPDATE ${messageSends} SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id IN (
        SELECT id FROM ${messageSends}
        WHERE status = 'queued' AND send_after <= ${sql.placeholder('now')}::timestamptz
        ORDER BY send_after, seq
        LIMIT ${sql.placeholder('limit')}::int
        FOR UPDATE SKIP LOCKED)
      RETURNING *)
    SELECT * FROM claimed ORDER BY send_after, seq`,
);

export interface SendRun {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the messages that are due (at most `limit`), in the order they were recorded, and writes
 * each outcome on its row. The rows are claimed first, in one statement (queued to sending,
 * attempts + 1, skipping rows another sender holds), so each is sent by one sender only. A
 * temporary failure puts its row back to queued with the error and a later send_after (back-off),
 * unless it was the last try, which records failed; a permanent one records failed. Rows the
 * provider took are recorded sent together once the batch is through; a crash before that leaves
 * them sending, which the sweep records failed as interrupted: never sent twice.
 */
export async function sendDueMessages(
  deps: SendDeps,
  { now = new Date(), limit = MESSAGE_BATCH }: { now?: Date; limit?: number } = {},
): Promise<SendRun> {
  const { db, logger } = deps;
  const claimed = (await claimDue(db, { now: now.toISOString(), limit })).map((raw) =>
    rowOf(messageSends, raw),
  );
  const run: SendRun = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  const sent: { id: string; providerId: string | null }[] = [];
  for (const row of claimed) {
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
      run.sent++;
      continue;
    }
    const error = (result.error ?? 'failed').slice(0, 1000);
    const retry = result.isTemporary && row.attempts < MESSAGE_MAX_ATTEMPTS;
    const sendAfter = new Date(now.getTime() + retryDelayMs(row.retryDelaySeconds, row.attempts));
    await db
      .update(messageSends)
      .set(retry ? { status: 'queued', error, sendAfter } : { status: 'failed', error })
      .where(and(eq(messageSends.id, row.id), eq(messageSends.status, 'sending')));
    if (retry) {
      logger.warn({ ...log, error, sendAfter }, 'message send will be retried');
      run.retried++;
    } else {
      logger.warn({ ...log, error }, 'message not sent');
      run.failed++;
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
  return run;
}
