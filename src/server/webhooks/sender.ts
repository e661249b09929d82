import type { Announcements } from '../db/announcements';
import { startDrainLoop, type DrainLoop } from '../jobs/drain-loop';
import { sendDueWebhooks, type WebhookSendDeps } from './send-due';

/**
 * This process's webhook sender: woken 50 ms after any process commits an event (the triggers'
 * `webhook_due` announcement), and once a second for retries that fell due. It claims rounds
 * until one finds nothing, so a booking's next change goes as soon as the one before it is sent.
 */
export function startWebhookSender(
  deps: WebhookSendDeps & { announcements: Announcements },
): DrainLoop {
  const loop = startDrainLoop({
    round: async () => (await sendDueWebhooks(deps)).claimed,
    isMore: (claimed) => claimed > 0,
    logger: deps.logger,
    name: 'webhook',
  });
  const unlisten = deps.announcements.on('webhook_due', () => loop.wake());
  return {
    wake: () => loop.wake(),
    async stop() {
      unlisten();
      await loop.stop();
    },
  };
}
