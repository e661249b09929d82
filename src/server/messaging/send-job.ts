import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { messageSends } from '../db/schema/messaging';
import type { Logger } from '../logger';
import type { MessageChannels, OutgoingMessage } from './types';

/** Thrown so pg-boss retries the job later; the row keeps status queued and the last error. */
export class TemporaryMessageFailure extends Error {}

/**
 * Sends one recorded message and writes the outcome on its row. A temporary failure throws (pg-boss
 * retries with back-off) unless it was the last try, which records failed; a permanent one records
 * failed and returns. A row already sent or failed (a job delivered twice) is left alone.
 */
export async function runMessageSend(
  deps: { db: Database; channels: MessageChannels; logger: Logger },
  job: { messageId: string; isLastTry: boolean },
): Promise<'sent' | 'failed' | 'retry' | 'skipped'> {
  const { db, channels, logger } = deps;
  const [row] = await db
    .update(messageSends)
    .set({ attempts: sql`${messageSends.attempts} + 1` })
    .where(and(eq(messageSends.id, job.messageId), eq(messageSends.status, 'queued')))
    .returning();
  if (!row) return 'skipped';
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
  const result = await channels.sendMessage(message);
  if (result.status !== 'failed') {
    await db
      .update(messageSends)
      .set({ status: 'sent', providerId: result.providerId, error: null })
      .where(eq(messageSends.id, row.id));
    logger.info(
      { messageId: row.id, channel: row.channel, attempts: row.attempts },
      'message sent',
    );
    return 'sent';
  }
  const error = (result.error ?? 'failed').slice(0, 1000);
  if (result.isTemporary && !job.isLastTry) {
    await db.update(messageSends).set({ error }).where(eq(messageSends.id, row.id));
    logger.warn(
      { messageId: row.id, attempts: row.attempts, error },
      'message send will be retried',
    );
    throw new TemporaryMessageFailure(error);
  }
  await db.update(messageSends).set({ status: 'failed', error }).where(eq(messageSends.id, row.id));
  logger.warn({ messageId: row.id, attempts: row.attempts, error }, 'message not sent');
  return 'failed';
}
