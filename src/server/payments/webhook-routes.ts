import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { fulfilPayment, type PaymentOutcome } from './fulfil-payment';
import type { PaymentProvider } from './provider';

/**
 * Where the provider tells us about a payment. The event only says which reference to look at:
 * fulfilment verifies with the provider itself, and applies once however often the event arrives.
 */
export function paymentWebhookRoutes({
  db,
  provider,
  logger,
  onOutcome,
}: {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  onOutcome: (outcome: PaymentOutcome) => void;
}) {
  return new Hono().post('/:provider', async (c) => {
    if (c.req.param('provider') !== provider.id)
      return c.json({ error: { code: 'not_found', message: 'Unknown provider' } }, 404);
    const event = provider.parseWebhook(await c.req.text(), c.req.raw.headers);
    if (!event) {
      logger.warn({ provider: provider.id }, 'payment webhook with a bad signature');
      return c.json({ error: { code: 'bad_signature', message: 'Signature does not match' } }, 401);
    }
    const outcome = await fulfilPayment(db, { provider, reference: event.reference });
    onOutcome(outcome);
    return c.json({ received: true });
  });
}
