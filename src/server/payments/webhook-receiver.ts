import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { paymentWebhookEvents } from '../db/schema/payments';
import type { Logger } from '../logger';
import { fulfilSubscriptionPayment } from '../subscriptions/fulfil';
import { fulfilPayment, type PaymentOutcome } from './fulfil-payment';
import type { PaymentProvider } from './provider';
import { isSubscriptionReference } from './references';

export interface WebhookReceipt {
  /** False when the signature is not the provider's: nothing was stored or done. */
  isGenuine: boolean;
  /** Settles when the event has been acted on (at once for a repeat). */
  processing: Promise<void>;
}

export interface WebhookReceiver {
  receive(rawBody: string, headers: Headers): Promise<WebhookReceipt>;
  /** Acts on a stored event (by reference) that was never marked processed, e.g. after a crash. */
  process(eventId: string, reference: string): Promise<void>;
}

/**
 * Fulfils whichever payment a reference names: a plan bought by a business (SUB-) or a client's
 * booking (CBP-). Each path verifies with the provider and applies the payment once.
 */
export async function fulfilByReference(
  db: Database,
  {
    provider,
    reference,
    onOutcome,
    now = new Date(),
  }: {
    provider: PaymentProvider;
    reference: string;
    onOutcome: (outcome: PaymentOutcome) => void;
    now?: Date;
  },
): Promise<void> {
  if (isSubscriptionReference(reference)) {
    await fulfilSubscriptionPayment(db, { provider, reference, now });
    return;
  }
  onOutcome(await fulfilPayment(db, { provider, reference, now }));
}

/**
 * Takes the provider's webhook deliveries. Each genuine event is stored once under its key (a unique
 * index decides between processes), and only the delivery that stored it acts on it. Acting means
 * asking the provider to verify the payment, then fulfilling it once (fulfilByReference). The caller can
 * answer the provider as soon as the event is stored; a process that dies before acting leaves the
 * event unprocessed, and the reconciliation job picks it up.
 */
export function createWebhookReceiver({
  db,
  provider,
  logger,
  onOutcome,
}: {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  onOutcome: (outcome: PaymentOutcome) => void;
}): WebhookReceiver {
  async function process(eventId: string, reference: string): Promise<void> {
    await fulfilByReference(db, { provider, reference, onOutcome });
    await db
      .update(paymentWebhookEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(paymentWebhookEvents.id, eventId), isNull(paymentWebhookEvents.processedAt)));
  }

  return {
    process,
    async receive(rawBody, headers) {
      const event = provider.parseWebhook(rawBody, headers);
      if (!event) return { isGenuine: false, processing: Promise.resolve() };
      const [stored] = await db
        .insert(paymentWebhookEvents)
        .values({
          provider: provider.id,
          eventKey: event.key.slice(0, 300),
          eventType: event.type,
          reference: event.reference.slice(0, 100),
        })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      // a repeat of an event already stored: whoever stored it acts on it
      if (!stored) return { isGenuine: true, processing: Promise.resolve() };
      const processing = process(stored.id, event.reference).catch((err: unknown) => {
        logger.error(
          { err, reference: event.reference },
          'payment webhook not acted on yet; reconciliation will retry',
        );
      });
      return { isGenuine: true, processing };
    },
  };
}
