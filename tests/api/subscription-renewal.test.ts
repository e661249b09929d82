import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { createMailer, type Mailer } from '../../src/server/mail/mailer';
import { runSubscriptionRenewals } from '../../src/server/subscriptions/renewal';
import { bookingBody } from '../support/bookable';
import { startMailServer, type MailServer } from '../support/mail-server';
import { messagesSettled } from '../support/messages';
import { ownerWithBusiness } from '../support/owners';
import {
  answerTestCheckout,
  DAY,
  setSubscription,
  startCard,
  subscriptionPage,
  subscriptionRow,
} from '../support/subscriptions';
import { startTestServer, type TestServer } from '../support/test-server';
import { snapshotBusiness } from '../support/tenancy';
import { readJson, type ServiceAnswer } from '../support/answers';

describe('renewal: reminded once per period, expired when it ends, nothing removed', () => {
  let app: TestServer;
  let mail: MailServer;
  let mailer: Mailer;
  const logger = createLogger('silent');
  beforeAll(async () => {
    mail = await startMailServer();
    app = await startTestServer();
    mailer = createMailer({
      smtpUrl: mail.url,
      from: 'Miadi <hello@miadi.co.ke>',
      dataDir: app.dataDir,
      logger,
    });
  });
  afterAll(async () => {
    mailer.close();
    await app.close();
    await mail.close();
  });

  const run = (now: Date) =>
    runSubscriptionRenewals(app.db, { mailer, logger, publicUrl: app.url, now });
  const subjectsTo = (email: string) => mail.mailsTo(email).map((m) => m.subject);

  it('mails the owner once when 3 days or fewer of the trial are left', async () => {
    const owner = await ownerWithBusiness(app, 'Reminded Salon');
    const endsAt = (await subscriptionRow(app, owner.businessId))?.trialEndsAt ?? new Date();
    const before = (days: number) => new Date(endsAt.getTime() - days * DAY);

    await run(before(3.5));
    expect(subjectsTo(owner.email)).toEqual([]);
    const [first, second] = await Promise.all([run(before(2.5)), run(before(2.5))]);
    expect((first?.reminded ?? 0) + (second?.reminded ?? 0)).toBe(1);
    await run(before(1));
    await run(before(0.1));
    expect(subjectsTo(owner.email)).toEqual(['Your Miadi free trial ends in 3 days']);
    const [reminder] = mail.mailsTo(owner.email);
    expect(reminder?.text).toContain('Choose a plan before then to keep taking online bookings.');
    expect(reminder?.text).toContain('nothing is deleted');
    expect(reminder?.links).toContain(`${app.url}/app/subscription`);
    expect((await subscriptionRow(app, owner.businessId))?.renewalReminderFor).toEqual(endsAt);
  });

  it('reminds again for the next period once the plan is renewed', async () => {
    const owner = await ownerWithBusiness(app, 'Starter Salon');
    const paid = await startCard(owner, 'starter');
    await answerTestCheckout(app, paid.reference, 'success');
    const firstEnd = (await subscriptionRow(app, owner.businessId))?.currentPeriodEnd ?? new Date();
    await run(new Date(firstEnd.getTime() - 2 * DAY));
    await run(new Date(firstEnd.getTime() - 2 * DAY + 60_000));
    expect(subjectsTo(owner.email)).toEqual(['Your Miadi Starter plan ends in 2 days']);
    expect(mail.mailsTo(owner.email)[0]?.text).toContain('Renew Starter:');

    // renewed early: the period end moves on, and its own reminder is still to come
    await setSubscription(app, owner.businessId, {
      currentPeriodEnd: new Date(Date.now() + 2 * DAY),
      renewalReminderFor: new Date(Date.now() + 2 * DAY),
    });
    const renewal = await startCard(owner, 'starter');
    await answerTestCheckout(app, renewal.reference, 'success');
    const row = await subscriptionRow(app, owner.businessId);
    expect(row?.renewalReminderFor).toBeNull();
    const nextEnd = row?.currentPeriodEnd ?? new Date();
    await run(new Date(nextEnd.getTime() - 4 * DAY));
    await run(new Date(nextEnd.getTime() - 1 * DAY));
    await run(new Date(nextEnd.getTime() - 0.5 * DAY));
    expect(subjectsTo(owner.email)).toEqual([
      'Your Miadi Starter plan ends in 2 days',
      'Your Miadi Starter plan ends in 1 day',
    ]);
  });

  it('marks an ended subscription expired and keeps every row of the business', async () => {
    const owner = await ownerWithBusiness(app, 'Lapsing Salon');
    const created = await owner.client.post('/api/services', {
      name: 'Braids',
      description: 'Knotless braids.',
      priceMinor: 350000,
    });
    expect(created.status).toBe(201);
    const { service } = await readJson<ServiceAnswer>(created);
    const booked = await app.request(`/api/public/businesses/${owner.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify(bookingBody(service.id)),
    });
    expect(booked.status).toBe(201);
    const endsAt = (await subscriptionRow(app, owner.businessId))?.trialEndsAt ?? new Date();

    expect((await run(new Date(endsAt.getTime() - 1000))).expired).toBe(0);
    expect((await subscriptionRow(app, owner.businessId))?.status).toBe('active');
    await messagesSettled(app.db, owner.businessId);
    const kept = await snapshotBusiness(app.db, owner.businessId);
    const result = await run(new Date(endsAt.getTime() + 1000));
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const row = await subscriptionRow(app, owner.businessId);
    expect(row).toMatchObject({ status: 'expired', planType: 'trial', trialEndsAt: endsAt });
    const after = await snapshotBusiness(app.db, owner.businessId);
    // only the subscription's status (and when it changed) differs
    expect({ ...after, subscriptions: [] }).toEqual({ ...kept, subscriptions: [] });
    expect(after.bookings).toHaveLength(1);
    expect((await run(new Date(endsAt.getTime() + 2000))).expired).toBe(0);

    // lapsed, the owner still reads everything and is offered a plan
    await setSubscription(app, owner.businessId, { trialEndsAt: new Date(Date.now() - 1000) });
    const page = await subscriptionPage(owner);
    expect(page.subscription).toMatchObject({ phase: 'expired', status: 'expired', daysLeft: 0 });
    expect((await owner.client.get('/api/bookings')).status).toBe(200);
  });

  it('gives the reminder back when the mail cannot be sent, so the next run sends it', async () => {
    const owner = await ownerWithBusiness(app, 'Unreachable Salon');
    const endsAt = (await subscriptionRow(app, owner.businessId))?.trialEndsAt ?? new Date();
    const broken: Mailer = {
      send: () => Promise.reject(new Error('SMTP down')),
      close: () => {},
    };
    const when = new Date(endsAt.getTime() - DAY);
    await runSubscriptionRenewals(app.db, {
      mailer: broken,
      logger,
      publicUrl: app.url,
      now: when,
    });
    expect((await subscriptionRow(app, owner.businessId))?.renewalReminderFor).toBeNull();
    await run(when);
    expect(subjectsTo(owner.email)).toEqual(['Your Miadi free trial ends in 1 day']);
  });
});
