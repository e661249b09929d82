import { and, asc, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-errors';
import { messageSends } from '../db/schema/messaging';
import type { MessagingEnv } from '../env';
import type { AppEnv } from '../http/context';
import { errorBody, payloadTooLarge } from '../http/errors';
import { BODY_MESSAGES } from '../http/validation';
import { dialogText } from '../messages/booking-dialog';
import type { PublicReads } from '../public-booking/page-cache';
import type { PublicDeps } from '../public-booking/routes';
import { answerUssd, readUssdCallback, recordUssdSessionEnd } from './ussd';
import { answerChatSoon, CHAT_KIND } from './whatsapp-chat';
import {
  applyStatuses,
  isSignedBy,
  readWebhook,
  recordInbound,
  SIGNATURE_HEADER,
} from './whatsapp-webhook';

const MAX_WEBHOOK_BYTES = 256 * 1024;
/** The test chat page asks for the replies to at most this many of its messages at once. */
const MAX_REPLY_IDS = 50;

/**
 * Where the booking channels call in (docs/decisions/0074, 0075): Africa's Talking's USSD callback
 * and the WhatsApp Cloud API's webhook. Without WhatsApp's keys, the webhook takes the test chat
 * page's unsigned messages, and the page reads the replies to its own messages here.
 */
export function channelRoutes(
  deps: PublicDeps,
  reads: PublicReads,
  messaging: Pick<MessagingEnv, 'whatsapp' | 'whatsappWebhook'>,
) {
  const webhook = messaging.whatsappWebhook;
  /** No WhatsApp keys at all: the test chat page stands in for WhatsApp. */
  const isTestChat = !webhook && !messaging.whatsapp;
  return new Hono<AppEnv>()
    .post('/ussd', async (c) => {
      const form: unknown = await c.req.parseBody().catch(() => ({}));
      const callback = readUssdCallback(form);
      const answer = await answerUssd(deps, reads, callback);
      c.header('Cache-Control', 'no-store');
      return c.text(answer);
    })
    .post('/ussd/events', async (c) => {
      // Africa's Talking's end-of-session notification
      const form: unknown = await c.req.parseBody().catch(() => ({}));
      await recordUssdSessionEnd(deps.db, form);
      return c.text('OK');
    })
    .get('/whatsapp', (c) => {
      // the subscription handshake: the challenge echoed for the verify token set here
      const mode = c.req.query('hub.mode');
      const token = c.req.query('hub.verify_token');
      const challenge = c.req.query('hub.challenge') ?? '';
      if (mode === 'subscribe' && webhook && token === webhook.verifyToken && challenge) {
        return c.text(challenge.slice(0, 200));
      }
      return c.json(errorBody(API_ERROR_CODES.forbidden, dialogText('webhookToken')), 403);
    })
    .post('/whatsapp', async (c) => {
      const rawBody = await c.req.text();
      if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) return payloadTooLarge(c);
      if (webhook) {
        if (!isSignedBy(rawBody, c.req.header(SIGNATURE_HEADER), webhook.appSecret)) {
          deps.logger.warn('WhatsApp webhook with a bad signature');
          return c.json(
            errorBody(API_ERROR_CODES.badSignature, dialogText('webhookSignature')),
            401,
          );
        }
      } else if (!isTestChat) {
        deps.logger.warn('WhatsApp webhook called, but WHATSAPP_APP_SECRET is not set');
        return c.json(errorBody(API_ERROR_CODES.badSignature, dialogText('webhookUnset')), 401);
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody) as unknown;
      } catch {
        return c.json(errorBody(API_ERROR_CODES.badRequest, BODY_MESSAGES.notJson), 400);
      }
      const content = readWebhook(body);
      const fresh = await recordInbound(deps.db, content.messages);
      if (content.statuses.length) await applyStatuses(deps.db, content.statuses);
      // answered after this 200: WhatsApp waits for nobody's booking
      for (const phone of new Set(fresh.map((message) => message.phone))) {
        answerChatSoon(deps, reads, phone);
      }
      return c.json({ received: true });
    })
    .get('/whatsapp/test-replies', async (c) => {
      if (!isTestChat) {
        return c.json(errorBody(API_ERROR_CODES.notFound, dialogText('testChatOff')), 404);
      }
      const ids = (c.req.query('ids') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0 && id.length <= 200);
      if (!ids.length || ids.length > MAX_REPLY_IDS) {
        return c.json(errorBody(API_ERROR_CODES.validation, dialogText('testRepliesIds')), 400);
      }
      const rows = await deps.db
        .select({
          id: messageSends.id,
          replyTo: messageSends.replyTo,
          createdAt: messageSends.createdAt,
          status: messageSends.status,
          message: messageSends.chat,
        })
        .from(messageSends)
        .where(and(inArray(messageSends.replyTo, ids), inArray(messageSends.template, [CHAT_KIND])))
        .orderBy(asc(messageSends.seq));
      c.header('Cache-Control', 'no-store');
      return c.json({ messages: rows.filter((row) => row.message !== null) });
    });
}
