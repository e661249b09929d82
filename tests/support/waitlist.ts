import { createMailer } from '../../src/server/mail/mailer';
import { createTestProvider } from '../../src/server/payments/test-provider';
import type { WaitlistDeps } from '../../src/server/waitlist/offers';
import type { TestServer } from './test-server';

/** What a second server process offering waitlist places works with: its own, on the same database. */
export function secondProcessDeps(app: TestServer): WaitlistDeps {
  const logger = app.server.logger;
  return {
    db: app.db,
    logger,
    publicUrl: app.url,
    mailer: createMailer({ from: 'Miadi <no-reply@miadi.test>', dataDir: app.dataDir, logger }),
    provider: createTestProvider({ db: app.db, publicUrl: app.url, secret: 'x'.repeat(32) }),
  };
}
