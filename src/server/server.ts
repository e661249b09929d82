import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/better-auth';
import { deriveKeys, resolveAuthSecret } from './auth/secret';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateDatabase } from './db/migrate';
import type { Env } from './env';
import { bodyRuleOf, type BodyRule } from './http/validation';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { notificationsRecorded } from './bookings/notify';
import { chatsAnswered } from './dialog/whatsapp-chat';
import { ussdPromptsSent } from './dialog/ussd-prompt';
import { waitlistOffersMade } from './waitlist/offers';
import { createPublicReads } from './public-booking/page-cache';
import { startJobs } from './jobs/jobs';
import { createMessageChannels } from './messaging/channels';
import { createPaymentProvider } from './payments/create-provider';
import { createStorage } from './storage/storage';
import { hasAnyBusiness, seedDemoData, verifyDemoPayouts } from './seed/demo-data';
import { renewDemoPlans } from './seed/demo-subscriptions';

export interface RunningServer {
  url: string;
  /**
   * Every route the app answers, for tests that must cover them all; `body` marks the entry of the
   * middleware that reads the route's JSON body.
   */
  routes: { method: string; path: string; body?: BodyRule }[];
  port: number;
  database: DatabaseHandle;
  logger: Logger;
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** Opens the database, brings its schema up to date, seeds a new embedded one, and listens. */
export async function startServer(
  env: Env,
  logger: Logger = createLogger(env.logLevel),
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  let secret: string;
  let isNewDemo = false;
  try {
    await migrateDatabase(database.pool);
    if (database.kind === 'embedded' && env.seedDemo && !(await hasAnyBusiness(database.db))) {
      await seedDemoData(database.db);
      isNewDemo = true;
      logger.info('demo data written to the new embedded database');
    } else if (database.kind === 'embedded' && env.seedDemo) {
      const renewed = await renewDemoPlans(database.db);
      if (renewed) logger.info({ renewed }, 'demo plans renewed');
    }
    secret = await resolveAuthSecret(database.db, env.authSecret);
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    dataDir: env.dataDir,
    logger,
  });
  const keys = deriveKeys(secret);
  const auth = createAuth({ db: database.db, env, mailer, secret: keys.session, logger });
  const storage = createStorage({ dataDir: env.dataDir, s3: env.s3, logger });
  const provider = createPaymentProvider({ db: database.db, env, secret: keys.testWebhook });
  if (isNewDemo) await verifyDemoPayouts(database.db, provider, logger);
  const jobs = await startJobs({
    db: database.db,
    pool: database.pool,
    logger,
    provider,
    notify: { db: database.db, mailer, logger, publicUrl: env.publicUrl },
    vapid: env.vapid,
    pushServiceOrigins: env.pushServiceOrigins,
    channels: createMessageChannels({ messaging: env.messaging, dataDir: env.dataDir, logger }),
    reads: createPublicReads(database.db, database.announcements),
    announcements: database.announcements,
    webhookTestOrigins: env.webhookTestOrigins,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const app = createApp({ env, database, logger, auth, keys, mailer, storage, provider });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error: unknown) => {
    // the port was taken: nothing may keep running against the database being closed
    await jobs.stop();
    mailer.close();
    await database.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.kind }, 'Miadi is listening');

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    routes: app.routes.map(({ method, path, handler }) => {
      const body = bodyRuleOf(handler);
      return body ? { method, path, body } : { method, path };
    }),
    database,
    logger,
    close() {
      closing ??= (async () => {
        // stop taking connections, let requests in flight finish, then close idle keep-alive sockets
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        const timer = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        await drained;
        clearTimeout(timer);
        await chatsAnswered();
        // a USSD booking's prompt still waiting for its session to close goes now
        await ussdPromptsSent();
        // places freed by a request just answered, offered to the waitlist
        await waitlistOffersMade();
        await notificationsRecorded();
        await jobs.stop();
        mailer.close();
        await database.close();
      })();
      return closing;
    },
  };
}
