import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizePhone } from '@shared/phone';
import type { Database } from '../db/database';
import { whatsappConversations, whatsappInbound } from '../db/schema/dialogs';
import { messageSends } from '../db/schema/messaging';
import type { ChatInput } from './types';
import { MORE_ROW } from './whatsapp-screen';

/**
 * The WhatsApp Cloud API's webhook (docs/decisions/0075): each POST is signed with the app secret
 * (`X-Hub-Signature-256: sha256=<HMAC of the raw body>`), and carries the clients' messages and the
 * statuses of ours. The messages are recorded, once each, and answered after the webhook has had
 * its 200; the statuses update the records of the messages they are about.
 */

export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** Whether the raw body was signed with the app secret. */
export function isSignedBy(rawBody: string, header: string | undefined, appSecret: string) {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header WhatsApp would send with this body: for tests and the test chat page's posts. */
export function signatureOf(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** One client message, as the dialog will read it. */
export interface InboundMessage {
  id: string;
  phone: string;
  /** When WhatsApp says it was sent. */
  sentAt: Date | null;
  input: ChatInput;
}

export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface StatusUpdate {
  id: string;
  status: DeliveryStatus;
  error: string | null;
}

export interface WebhookContent {
  messages: InboundMessage[];
  statuses: StatusUpdate[];
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/** What the client did: text typed, a button or a list row tapped; anything else reads as nothing. */
function inputOf(message: Record<string, unknown>): ChatInput {
  if (message.type === 'text') {
    const body = record(message.text).body;
    return { kind: 'text', text: typeof body === 'string' ? body.slice(0, 1000) : '' };
  }
  if (message.type === 'interactive') {
    const interactive = record(message.interactive);
    const reply = record(interactive.button_reply ?? interactive.list_reply);
    const id = text(reply.id, 200);
    if (id === MORE_ROW) return { kind: 'more' };
    if (id) return { kind: 'choice', id };
  }
  if (message.type === 'button') {
    // a quick-reply button of a template message: its text
    const payload = record(message.button);
    const said = text(payload.text, 200) ?? text(payload.payload, 200);
    if (said) return { kind: 'text', text: said };
  }
  return { kind: 'text', text: '' };
}

/**
 * The messages and statuses in a webhook's body, read leniently: WhatsApp sends more kinds of
 * change than these, and a part this does not know is passed over rather than refused.
 */
export function readWebhook(body: unknown): WebhookContent {
  const content: WebhookContent = { messages: [], statuses: [] };
  for (const entry of list(record(body).entry)) {
    for (const change of list(record(entry).changes)) {
      if (record(change).field !== 'messages') continue;
      const value = record(record(change).value);
      for (const raw of list(value.messages)) {
        const message = record(raw);
        const id = text(message.id, 200);
        const from = text(message.from, 20);
        const phone = from && /^\d{8,15}$/.test(from) ? normalizePhone(`+${from}`) : null;
        if (!id || !phone) continue;
        const seconds = Number(message.timestamp);
        content.messages.push({
          id,
          phone,
          sentAt: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
          input: inputOf(message),
        });
      }
      for (const raw of list(value.statuses)) {
        const status = record(raw);
        const id = text(status.id, 200);
        const state = DELIVERY_STATUSES.find((known) => known === status.status);
        if (!id || !state) continue;
        const problem = record(list(status.errors)[0]);
        const details = record(problem.error_data).details;
        const title = text(problem.title, 300) ?? text(problem.message, 300) ?? 'not delivered';
        const code = typeof problem.code === 'number' ? ` (code ${problem.code})` : '';
        const described =
          state === 'failed'
            ? `WhatsApp: ${title}${typeof details === 'string' ? ` (${details})` : ''}${code}`
            : null;
        content.statuses.push({ id, status: state, error: described?.slice(0, 1000) ?? null });
      }
    }
  }
  return content;
}

/**
 * Records the messages not seen before (by WhatsApp's id), and opens each sender's 24-hour
 * window; answers the ones new, in the order they came. A message delivered twice is recorded once.
 */
export async function recordInbound(
  db: Database,
  messages: InboundMessage[],
  now = new Date(),
): Promise<InboundMessage[]> {
  if (!messages.length) return [];
  const inserted = await db
    .insert(whatsappInbound)
    .values(
      messages.map((message) => ({
        messageId: message.id,
        phone: message.phone,
        input: message.input,
        receivedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ messageId: whatsappInbound.messageId });
  const isNew = new Set(inserted.map((row) => row.messageId));
  const fresh = messages.filter((message) => isNew.delete(message.id));
  const phones = [...new Set(fresh.map((message) => message.phone))];
  if (phones.length) {
    await db
      .insert(whatsappConversations)
      .values(phones.map((phone) => ({ phone, lastInboundAt: now })))
      .onConflictDoUpdate({
        target: whatsappConversations.phone,
        set: { lastInboundAt: sql`excluded.last_inbound_at` },
      });
  }
  return fresh;
}

/** How far along each status is: a later one never goes back to an earlier. */
const RANK: Record<string, number> = {
  queued: 0,
  sending: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/**
 * Moves each message on to the status WhatsApp reports, never back (a late 'delivered' after
 * 'read' changes nothing); a failure keeps WhatsApp's reason. Answers how many records changed.
 */
export async function applyStatuses(db: Database, statuses: StatusUpdate[]): Promise<number> {
  let changed = 0;
  for (const update of statuses) {
    const earlier = Object.entries(RANK)
      .filter(([, rank]) => rank < RANK[update.status]!)
      .map(([status]) => status as (typeof messageSends.$inferSelect)['status']);
    const rows = await db
      .update(messageSends)
      .set({
        status: update.status,
        ...(update.error ? { error: update.error } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(messageSends.providerId, update.id),
          eq(messageSends.channel, 'whatsapp'),
          inArray(messageSends.status, earlier),
        ),
      )
      .returning({ id: messageSends.id });
    changed += rows.length;
  }
  return changed;
}
