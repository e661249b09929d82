import { and, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_RULES,
  type NewWebhookEndpointInput,
  type WebhookAttemptView,
  type WebhookDeliveryView,
  type WebhookEndpointChangeInput,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@shared/webhooks';
import type { Database } from '../db/database';
import { businesses } from '../db/schema/businesses';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema/webhooks';
import { ApiError } from '../http/errors';
import { webhookText as t } from '../messages/webhooks';
import { isDeliverableUrl } from './deliver';
import { postEvent } from './send-due';
import { newWebhookSecret } from './sign';

/**
 * A business's webhook endpoints (docs/plans/public-api.md §3.8, §3.11): made, changed, switched
 * on and off, their secret shown and rolled, and their deliveries' log with "send again". Every
 * read and write is inside the business.
 */

/** How long a rolled secret still signs beside the new one, so a receiver can change over. */
const ROLLED_SECRET_HOURS = 24;
const LOG_PAGE = 25;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function present(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    isEnabled: row.disabledAt === null,
    disabledReason: row.disabledReason,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The save-time check of an address (the connection-time one is the guard). */
function checkedUrl(url: string, testOrigins: readonly string[]): string {
  const verdict = isDeliverableUrl(url, testOrigins);
  if (verdict.ok) return new URL(url).href;
  const message = {
    invalid: t('urlInvalid'),
    https_only: t('urlHttps'),
    credentials: t('urlCredentials'),
    private_address: t('urlPrivate'),
  }[verdict.reason];
  throw new ApiError(400, 'validation', message, { url: message });
}

async function owned(db: Database, businessId: string, endpointId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.businessId, businessId)));
  if (!row) throw new ApiError(404, 'not_found', t('notFound'));
  return row;
}

export async function listEndpoints(db: Database, businessId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(present);
}

export async function createEndpoint(
  db: Database,
  {
    businessId,
    input,
    testOrigins,
  }: { businessId: string; input: NewWebhookEndpointInput; testOrigins: readonly string[] },
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const url = checkedUrl(input.url, testOrigins);
  return db.transaction(async (tx) => {
    // the business's row is the lock the count is taken under
    await tx.execute(
      sql`SELECT 1 FROM ${businesses} WHERE ${businesses.id} = ${businessId} FOR UPDATE`,
    );
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.businessId, businessId));
    if ((held?.count ?? 0) >= WEBHOOK_RULES.maxEndpoints) {
      throw new ApiError(
        409,
        'too_many_endpoints',
        t('tooMany', { max: WEBHOOK_RULES.maxEndpoints }),
      );
    }
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        businessId,
        url,
        description: input.description ?? '',
        eventTypes: [...new Set(input.eventTypes)],
        secret,
      })
      .returning();
    if (!row) throw new Error('webhook endpoint not stored');
    return { endpoint: present(row), secret };
  });
}

export async function changeEndpoint(
  db: Database,
  {
    businessId,
    endpointId,
    input,
    testOrigins,
  }: {
    businessId: string;
    endpointId: string;
    input: WebhookEndpointChangeInput;
    testOrigins: readonly string[];
  },
): Promise<WebhookEndpointView> {
  const before = await owned(db, businessId, endpointId);
  const switching =
    input.isEnabled === undefined || input.isEnabled === (before.disabledAt === null)
      ? {}
      : input.isEnabled
        ? // on again: its queued deliveries go on in order, its failures forgotten
          { disabledAt: null, disabledReason: null, failingSince: null }
        : { disabledAt: new Date(), disabledReason: 'owner' as const };
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.url === undefined ? {} : { url: checkedUrl(input.url, testOrigins) }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.eventTypes === undefined ? {} : { eventTypes: [...new Set(input.eventTypes)] }),
      ...switching,
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.businessId, businessId)))
    .returning();
  if (!row) throw new ApiError(404, 'not_found', t('notFound'));
  return present(row);
}

export async function removeEndpoint(db: Database, businessId: string, endpointId: string) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.businessId, businessId)))
    .returning({ id: webhookEndpoints.id });
  if (!gone.length) throw new ApiError(404, 'not_found', t('notFound'));
}

export async function endpointSecret(db: Database, businessId: string, endpointId: string) {
  return (await owned(db, businessId, endpointId)).secret;
}

/** A new secret; the old one signs beside it for a day, so the receiver can change over. */
export async function rollSecret(db: Database, businessId: string, endpointId: string) {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: new Date(Date.now() + ROLLED_SECRET_HOURS * 3_600_000),
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.businessId, businessId)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new ApiError(404, 'not_found', t('notFound'));
  return secret;
}

function presentDelivery(
  row: typeof webhookDeliveries.$inferSelect & { type: string },
): WebhookDeliveryView {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type as WebhookEventType,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextTryAt: row.status === 'queued' ? row.sendAfter.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The endpoint's deliveries, newest first, a page at a time. */
export async function listDeliveries(
  db: Database,
  { businessId, endpointId, before }: { businessId: string; endpointId: string; before?: string },
) {
  await owned(db, businessId, endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.businessId, businessId),
        before ? sql`${webhookDeliveries.seq} < ${Number(before)}` : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.seq))
    .limit(LOG_PAGE + 1);
  const page = rows.slice(0, LOG_PAGE);
  return {
    deliveries: page.map((row) => presentDelivery({ ...row.delivery, type: row.type })),
    nextCursor: rows.length > LOG_PAGE ? String(page.at(-1)?.delivery.seq) : null,
  };
}

async function ownedDelivery(
  db: Database,
  {
    businessId,
    endpointId,
    deliveryId,
  }: { businessId: string; endpointId: string; deliveryId: string },
) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.businessId, businessId),
      ),
    );
  if (!row) throw new ApiError(404, 'not_found', t('deliveryNotFound'));
  return row;
}

/** One delivery: the exact body sent, and each try's answer. */
export async function loadDelivery(
  db: Database,
  ids: { businessId: string; endpointId: string; deliveryId: string },
) {
  const { delivery, event } = await ownedDelivery(db, ids);
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery.id))
    .orderBy(desc(webhookAttempts.startedAt));
  return {
    delivery: presentDelivery({ ...delivery, type: event.type }),
    payload: event.payload,
    attempts: attempts.map((row): WebhookAttemptView => ({
      startedAt: row.startedAt.toISOString(),
      durationMs: row.durationMs,
      responseStatus: row.responseStatus,
      responseBody: row.responseBody,
      error: row.error,
      isManual: row.isManual,
    })),
  };
}

/**
 * Sends a delivery again now, as the owner asked: the same webhook-id, a new timestamp. It goes
 * whatever the order of its booking (it was asked for) and does not restart the day of retries;
 * one that had failed and now gets through is delivered.
 */
export async function sendAgain(
  db: Database,
  ids: { businessId: string; endpointId: string; deliveryId: string },
  { testOrigins }: { testOrigins: readonly string[] },
) {
  const { delivery, event, endpoint } = await ownedDelivery(db, ids);
  const startedAt = new Date();
  const outcome = await postEvent(endpoint, event, startedAt, { testOrigins });
  const isDelivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      businessId: ids.businessId,
      startedAt,
      durationMs: Math.round(outcome.durationMs),
      responseStatus: outcome.status,
      responseBody: outcome.body,
      error: outcome.error,
      isManual: true,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        lastStatus: outcome.status,
        lastError: outcome.error ?? (isDelivered ? null : `HTTP ${outcome.status}`),
        // through now: a failed one is delivered, a queued one need not be tried again
        ...(isDelivered && delivery.status !== 'sending' ? { status: 'delivered' as const } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  });
  return loadDelivery(db, ids);
}
