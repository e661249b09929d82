import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-errors';
import { errorBody, payloadTooLarge } from '../http/errors';
import type { Logger } from '../logger';
import type { PaymentProvider } from './provider';
import type { WebhookReceiver } from './webhook-receiver';

const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Where the provider tells us about a payment: POST /api/webhooks/payments/paystack (or /test). The
 * event only says which reference to look at; fulfilment verifies with the provider itself, applies
 * once however often or wherever the event arrives, and happens after the answer, so the provider
 * hears 200 at once.
 */
export function paymentWebhookRoutes({
  provider,
  receiver,
  logger,
}: {
  provider: PaymentProvider;
  receiver: WebhookReceiver;
  logger: Logger;
}) {
  return new Hono().post('/:provider', async (c) => {
    if (c.req.param('provider') !== provider.id)
      return c.json(errorBody(API_ERROR_CODES.notFound, 'Unknown provider'), 404);
    const rawBody = await c.req.text();
    if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES)
      return payloadTooLarge(c, 'Webhook body too large');
    const receipt = await receiver.receive(rawBody, c.req.raw.headers);
    if (!receipt.isGenuine) {
      logger.warn({ provider: provider.id }, 'payment webhook with a bad signature');
      return c.json(errorBody(API_ERROR_CODES.badSignature, 'Signature does not match'), 401);
    }
    return c.json({ received: true });
  });
}
