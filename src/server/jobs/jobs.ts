import PgBoss from 'pg-boss';
import type pg from 'pg';
import { purgeIdempotencyKeys } from '../api-v1/idempotency';
import type { Announcements } from '../db/announcements';
import { expireHolds } from '../bookings/expire-holds';
import { takeExpiredDialogs } from '../dialog/store';
import { answerLeftChats, tellChatsExpired } from '../dialog/whatsapp-chat';
import { promptLeftUssdBookings } from '../dialog/ussd-prompt';
import { sweepWaitlist } from '../waitlist/offers';
import type { PublicReads } from '../public-booking/page-cache';
import type { NotifyDeps } from '../bookings/notify';
import { announcePaymentOutcome } from '../bookings/payment-notices';
import type { PaymentProvider } from '../payments/provider';
import { reconcilePayments } from '../payments/reconcile';
import type { Database } from '../db/database';
import { JOB_SCHEMA } from '../db/migrate';
import { isPgError, PG_ERROR } from '../db/pg-errors';
import { markOverdueInvoices } from '../invoices/overdue';
import { runSubscriptionRenewals } from '../subscriptions/renewal';
import type { Logger } from '../logger';
import type { VapidEnv } from '../env';
import { BOOKING_PUSH_QUEUE, type BookingPushJob } from '../push/queue';
import { sendBookingPush } from '../push/send';
import { resolveVapidKeys } from '../push/vapid';
import { sweepMessages } from '../messaging/queue';
import { startMessageSender } from '../messaging/sender';
import type { MessageChannels } from '../messaging/types';
import { runDueReminders } from '../reminders/run';
import { requeueStuckWebhooks } from '../webhooks/send-due';
import { startWebhookSender } from '../webhooks/sender';

export interface Jobs {
  stop(): Promise<void>;
}

const EXPIRE_HOLDS = 'expire-payment-holds';
const RECONCILE_PAYMENTS = 'reconcile-payments';
const MARK_OVERDUE_INVOICES = 'mark-overdue-invoices';
const SUBSCRIPTION_RENEWALS = 'subscription-renewals';
const BOOKING_REMINDERS = 'booking-reminders';
const MESSAGE_SWEEP = 'message-sweep';
const PURGE_IDEMPOTENCY_KEYS = 'purge-idempotency-keys';
const RETIRED_MESSAGE_QUEUE = 'message-send';

/** Two servers starting together can deadlock inside pg-boss's queue set-up; the loser tries again. */
async function withDeadlockRetry(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isPgError(error, PG_ERROR.deadlockDetected) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Scheduled work on pg-boss, in the same database (its own `pgboss` schema), so it needs no other
 * service and runs once per schedule however many server processes share the database. It goes
 * through the app's pool, which for the embedded database is its single connection.
 */
export async function startJobs({
  db,
  pool,
  logger,
  provider,
  notify,
  vapid,
  pushServiceOrigins,
  channels,
  reads,
  announcements,
  webhookTestOrigins,
}: {
  db: Database;
  pool: pg.Pool;
  logger: Logger;
  provider: PaymentProvider;
  notify: NotifyDeps;
  vapid: VapidEnv;
  pushServiceOrigins: readonly string[];
  channels: MessageChannels;
  /** The public pages and availability the chat's answers read. */
  reads: PublicReads;
  /** What the database announces: the webhook sender wakes on its events. */
  announcements: Announcements;
  webhookTestOrigins: readonly string[];
}): Promise<Jobs> {
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) =>
        // a job that outlives shutdown's grace still reports its end, after the pool has closed;
        // pg-boss would leave that refusal unhandled, and no made-up answer suits every caller
        // (a command reads a count, a fetch a list of jobs). Such a call is left unanswered: the
        // process is ending, and the job's row is taken up again (expired, retried) by the next start.
        pool.ending ? new Promise<never>(() => {}) : pool.query(text, values),
    },
    schema: JOB_SCHEMA,
  });
  boss.on('error', (err: Error) => logger.error({ err }, 'job queue error'));
  await boss.start();
  await withDeadlockRetry(async () => {
    await boss.createQueue(EXPIRE_HOLDS);
    // every minute; the booking transaction also expires holds it meets, so nothing waits for this
    await boss.schedule(EXPIRE_HOLDS, '* * * * *');
    await boss.createQueue(RECONCILE_PAYMENTS);
    await boss.schedule(RECONCILE_PAYMENTS, '* * * * *');
    await boss.createQueue(MARK_OVERDUE_INVOICES);
    // the daily check, run hourly: each business's day starts at its own midnight, in its time zone
    await boss.schedule(MARK_OVERDUE_INVOICES, '5 * * * *');
    await boss.createQueue(SUBSCRIPTION_RENEWALS);
    // lapsed plans marked expired, and 'renew soon' mailed once per period
    await boss.schedule(SUBSCRIPTION_RENEWALS, '*/15 * * * *');
    // sent off the booking's request, so a slow push service never slows a booking
    await boss.createQueue(BOOKING_PUSH_QUEUE);
    // messages were once sent through a queue of their own here; their rows now are the queue
    await boss.deleteQueue(RETIRED_MESSAGE_QUEUE);
    // reminders claimed as they fall due; each is decided once (docs/decisions/0035)
    await boss.createQueue(BOOKING_REMINDERS);
    await boss.schedule(BOOKING_REMINDERS, '* * * * *');
    // messages interrupted mid-send (recorded failed)
    await boss.createQueue(MESSAGE_SWEEP);
    await boss.schedule(MESSAGE_SWEEP, '* * * * *');
    // the public API's Idempotency-Keys are kept a day
    await boss.createQueue(PURGE_IDEMPOTENCY_KEYS);
    await boss.schedule(PURGE_IDEMPOTENCY_KEYS, '17 * * * *');
  });
  await boss.work(EXPIRE_HOLDS, async () => {
    const expired = await expireHolds(db);
    if (expired) logger.info({ expired }, 'unpaid holds expired');
    // chat and USSD dialogs left idle past their time; a hold one made has lapsed before it
    const dialogs = await takeExpiredDialogs(db, new Date());
    if (dialogs.length) {
      const told = await tellChatsExpired(db, dialogs);
      logger.info({ dialogs: dialogs.length, told }, 'idle booking dialogs ended');
    }
    // chat messages a stopped process left unanswered
    const left = await answerLeftChats({ ...notify, provider }, reads);
    if (left) logger.info({ numbers: left }, 'chat messages left waiting answered');
    // the waitlist: lapsed offers passed on, places freed by lapsed holds offered, past days ended
    const offered = await sweepWaitlist({ ...notify, provider });
    if (offered) logger.info({ offered }, 'waitlist places offered');
    // USSD bookings whose M-Pesa prompt a stopped process never sent
    const prompted = await promptLeftUssdBookings({ ...notify, provider });
    if (prompted) logger.info({ prompted }, 'USSD bookings left unprompted prompted');
  });
  await boss.work(RECONCILE_PAYMENTS, async () => {
    const reconciled = await reconcilePayments(db, {
      provider,
      logger,
      onOutcome: (outcome) => announcePaymentOutcome(notify, outcome),
    });
    if (
      reconciled.settled ||
      reconciled.abandoned ||
      reconciled.refundsRetried ||
      reconciled.eventsReplayed
    )
      logger.info(reconciled, 'payments reconciled');
  });
  await boss.work(PURGE_IDEMPOTENCY_KEYS, async () => {
    const purged = await purgeIdempotencyKeys(db);
    if (purged) logger.info({ purged }, 'idempotency keys past their day removed');
  });
  await boss.work(MARK_OVERDUE_INVOICES, async () => {
    const marked = await markOverdueInvoices(db, { logger });
    if (marked) logger.info({ marked }, 'invoices past their due date marked overdue');
  });
  await boss.work(SUBSCRIPTION_RENEWALS, async () => {
    const run = await runSubscriptionRenewals(db, {
      mailer: notify.mailer,
      logger,
      publicUrl: notify.publicUrl,
    });
    if (run.reminded || run.expired) logger.info(run, 'subscriptions reminded and expired');
  });
  await boss.work<BookingPushJob>(
    BOOKING_PUSH_QUEUE,
    { pollingIntervalSeconds: 1 },
    async (batch) => {
      const keys = await resolveVapidKeys(db, vapid);
      for (const job of batch) {
        const outcome = await sendBookingPush(
          { db, logger, vapid: keys, operatorOrigins: pushServiceOrigins },
          job.data,
        );
        if (outcome.sent || outcome.removed || outcome.failed) logger.info(outcome, 'booking push');
      }
    },
  );
  await boss.work(BOOKING_REMINDERS, async () => {
    await runDueReminders({ db, logger, publicUrl: notify.publicUrl });
  });
  await boss.work(MESSAGE_SWEEP, async () => {
    const swept = await sweepMessages(db);
    if (swept.interrupted) logger.warn(swept, 'messages interrupted mid-send recorded failed');
    // webhooks are sent at least once: one a stopped process left half sent goes again
    const requeued = await requeueStuckWebhooks(db);
    if (requeued) logger.warn({ requeued }, 'webhook deliveries left sending queued again');
  });
  // messages are claimed from their own table, not through pg-boss (docs/decisions/0046)
  const sender = startMessageSender({ db, channels, mailer: notify.mailer, logger });
  const webhooks = startWebhookSender({
    db,
    logger,
    announcements,
    testOrigins: webhookTestOrigins,
    publicUrl: notify.publicUrl,
  });
  return {
    stop: async () => {
      await sender.stop();
      await webhooks.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
