import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { createMailer, type Mailer } from '../../src/server/mail/mailer';
import { runSubscriptionRenewals } from '../../src/server/subscriptions/renewal';
import { readJson, type ErrorAnswer } from '../support/answers';
import { authClient, linkIn, newAccount, nextAddress } from '../support/auth-client';
import type { MailServer } from '../support/mail-server';
import { ownerWithBusiness, speaks } from '../support/owners';
import { onPlan } from '../support/plan-limits';
import { createStaff } from '../support/staff';
import { DAY, subscriptionPage, subscriptionRow, type PageJson } from '../support/subscriptions';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/**
 * The subscription routes refuse, and the team's mails speak, in the language of the owner's
 * account (docs/decisions/0071): a Kiswahili account hears Kiswahili whatever its request says,
 * an English one English. Mail goes to a real SMTP server.
 */
describe('subscriptions and account mails in the account’s language', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  let mailer: Mailer;
  const logger = createLogger('silent');
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
    mailer = createMailer({
      smtpUrl: mail.url,
      from: 'Miadi <hello@miadi.co.ke>',
      dataDir: app.dataDir,
      logger,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await close?.();
  });

  /** An owner with a business on the trial, whose account speaks `locale`. */
  async function owner(locale: 'en' | 'sw', name = 'Amani Beauty Spa'): Promise<Owner> {
    const made = await ownerWithBusiness(app, name);
    return locale === 'sw' ? speaks(made, 'sw') : made;
  }

  async function refusal(made: Owner, path: string, body: unknown = {}) {
    const response = await made.client.post(path, body);
    return {
      status: response.status,
      language: response.headers.get('content-language'),
      error: (await readJson<ErrorAnswer>(response)).error,
    };
  }

  /** The plan page's words the server writes: each plan's name, summary and button. */
  const wordsOf = (page: PageJson) =>
    page.plans.map((plan) => [plan.id, plan.name, plan.choice.label]);

  it('writes the plans and their buttons in the account’s language', async () => {
    const swahili = await subscriptionPage(await owner('sw'));
    expect(wordsOf(swahili)).toEqual([
      ['trial', 'Kipindi cha Majaribio', 'Kifurushi chako'],
      ['starter', 'Starter', 'Pandisha hadi Starter'],
      ['economy', 'Economy', 'Pandisha hadi Economy'],
      ['medium', 'Business', 'Pandisha hadi Business'],
      ['premium', 'Enterprise', 'Pandisha hadi Enterprise'],
    ]);
    expect(swahili.plans[1]?.summary).toBe('Kwa biashara ya mtu mmoja inayoanza kujipanga.');
    expect(swahili.subscription.planName).toBe('Kipindi cha Majaribio');

    const english = await subscriptionPage(await owner('en'));
    expect(wordsOf(english)).toEqual([
      ['trial', 'Free Trial', 'Current Plan'],
      ['starter', 'Starter', 'Upgrade to Starter'],
      ['economy', 'Economy', 'Upgrade to Economy'],
      ['medium', 'Business', 'Upgrade to Business'],
      ['premium', 'Enterprise', 'Upgrade to Enterprise'],
    ]);
    expect(english.plans[1]?.summary).toBe('For a one-person business getting organised.');
  });

  it('refuses a second trial, a bad checkout and an unknown payment in Kiswahili for a Kiswahili account', async () => {
    const swahili = await owner('sw');
    expect(await refusal(swahili, '/api/subscription/trial')).toEqual({
      status: 409,
      language: 'sw',
      error: { code: 'trial_running', message: 'Kipindi chako cha majaribio tayari kinaendelea.' },
    });
    const bad = await refusal(swahili, '/api/subscription/checkout', {
      planId: 'trial',
      method: 'cash',
    });
    expect(bad).toMatchObject({ status: 400, language: 'sw' });
    expect(bad.error.fields).toEqual({
      planId: 'Chagua mojawapo ya vifurushi vya kulipia.',
      method: 'Chagua M-Pesa au kadi.',
    });
    const unknown = await swahili.client.get('/api/subscription/payments/SUB-1-0123456789');
    expect(unknown.status).toBe(404);
    expect((await readJson<ErrorAnswer>(unknown)).error.message).toBe('Malipo hayajapatikana.');

    const english = await owner('en');
    expect(await refusal(english, '/api/subscription/trial')).toEqual({
      status: 409,
      language: 'en',
      error: { code: 'trial_running', message: 'Your free trial is already running.' },
    });
    expect(
      (await refusal(english, '/api/subscription/checkout', { planId: 'trial', method: 'cash' }))
        .error.fields,
    ).toEqual({ planId: 'Choose one of the paid plans.', method: 'Choose M-Pesa or card.' });
  });

  it('says a plan’s staff limit, and a downgrade that does not fit, in the account’s language', async () => {
    const swahili = await owner('sw');
    await onPlan(app, swahili.businessId, 'starter');
    await createStaff(swahili, { name: 'Stylist 1', email: 'one@example.com', isActive: true });
    expect(
      await refusal(swahili, '/api/staff', {
        name: 'Stylist 2',
        email: 'two@example.com',
        isActive: true,
      }),
    ).toEqual({
      status: 403,
      language: 'sw',
      error: {
        code: 'plan_staff_limit',
        message:
          'Kifurushi chako cha Starter kinaruhusu mfanyakazi 1 amilifu. Zima mmoja wao au pandisha kifurushi chako kwenye ukurasa wa Usajili.',
      },
    });

    await onPlan(app, swahili.businessId, 'economy');
    for (const n of [2, 3])
      await createStaff(swahili, {
        name: `Stylist ${n}`,
        email: `s${n}@example.com`,
        isActive: true,
      });
    expect(
      await refusal(swahili, '/api/subscription/checkout', { planId: 'starter', method: 'card' }),
    ).toMatchObject({
      status: 409,
      error: {
        code: 'plan_exceeded',
        message:
          'Kifurushi cha Starter kinaruhusu mfanyakazi 1 amilifu; wewe una 3. Zima wafanyakazi 2 kwenye Wafanyakazi, kisha uchague Starter tena.',
      },
    });

    const english = await owner('en');
    await onPlan(app, english.businessId, 'starter');
    await createStaff(english, { name: 'Stylist 1', email: 'one@example.com', isActive: true });
    expect(
      (
        await refusal(english, '/api/staff', {
          name: 'Stylist 2',
          email: 'two@example.com',
          isActive: true,
        })
      ).error.message,
    ).toBe(
      'Your Starter plan allows 1 active staff member. Deactivate one or upgrade your plan on the Subscription page.',
    );
  });

  /** The next mail to `email` after the confirmation its sign-up sent. */
  async function reminderTo(email: string) {
    let next = await mail.nextMailTo(email);
    while (next.subject === 'Confirm your e-mail for Miadi') next = await mail.nextMailTo(email);
    return next;
  }

  it('mails the ‘renew soon’ reminder in the owner’s language, whatever runs the job', async () => {
    const swahili = await owner('sw', 'Saluni ya Neema');
    const english = await owner('en', 'Grace Salon');
    const endsAt = (await subscriptionRow(app, swahili.businessId))?.trialEndsAt ?? new Date();
    await runSubscriptionRenewals(app.db, {
      mailer,
      logger,
      publicUrl: app.url,
      now: new Date(endsAt.getTime() - 2.5 * DAY),
    });

    const reminder = await reminderTo(swahili.email);
    expect(reminder.subject).toBe('Kipindi chako cha majaribio cha Miadi kinaisha baada ya siku 3');
    expect(reminder.text).toContain('Habari Amina Wanjiru,');
    expect(reminder.text).toContain('Kipindi cha majaribio cha Saluni ya Neema kinaisha');
    expect(reminder.text).toContain(`Chagua kifurushi: ${app.url}/app/subscription`);
    expect(reminder.text).toContain('Timu ya Miadi');
    expect(reminder.html).toContain('<html lang="sw">');

    const inEnglish = await reminderTo(english.email);
    expect(inEnglish.subject).toBe('Your Miadi free trial ends in 3 days');
    expect(inEnglish.text).toContain('Hello Amina Wanjiru,');
    expect(inEnglish.text).toContain('The Miadi team');
  });

  /** Signs up from a browser speaking `language`: the account is made in it. */
  async function signUp(language: string) {
    const account = newAccount();
    const response = await fetch(new URL('/api/auth/sign-up/email', app.url), {
      method: 'POST',
      headers: {
        origin: app.url,
        'x-forwarded-for': nextAddress(),
        'content-type': 'application/json',
        'accept-language': language,
      },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(200);
    return account;
  }

  /** Asks for a password reset from a browser speaking `language`. */
  async function askReset(email: string, language: string) {
    const response = await fetch(new URL('/api/auth/request-password-reset', app.url), {
      method: 'POST',
      headers: {
        origin: app.url,
        'x-forwarded-for': nextAddress(),
        'content-type': 'application/json',
        'accept-language': language,
      },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    return mail.nextMailTo(email);
  }

  it('mails an account made in Kiswahili in Kiswahili, even when an English browser asks', async () => {
    const account = await signUp('sw-KE,sw;q=0.9');
    const confirmation = await mail.nextMailTo(account.email);
    expect(confirmation.subject).toBe('Thibitisha barua pepe yako ya Miadi');
    expect(confirmation.text).toContain('Habari Amina,');
    expect(confirmation.text).toContain('Karibu Miadi!');
    expect(confirmation.html).toContain(
      'Kitufe kisipofanya kazi, nakili kiungo hiki kwenye kivinjari chako:',
    );
    expect((await authClient(app).get(linkIn(confirmation))).status).toBe(302);

    const reset = await askReset(account.email, 'en');
    expect(reset.subject).toBe('Badilisha nenosiri lako la Miadi');
    expect(reset.text).toContain('Weka nenosiri jipya: ');
    expect(reset.text).toContain('nenosiri lako litabaki lilivyo');
    expect(reset.text).toContain('Timu ya Miadi');
    expect(reset.html).toContain('<html lang="sw">');

    // and an account made in English is mailed in English, even when a Kiswahili browser asks
    const english = await signUp('en');
    const englishConfirmation = await mail.nextMailTo(english.email);
    expect(englishConfirmation.subject).toBe('Confirm your e-mail for Miadi');
    expect((await authClient(app).get(linkIn(englishConfirmation))).status).toBe(302);
    const englishReset = await askReset(english.email, 'sw');
    expect(englishReset.subject).toBe('Reset your Miadi password');
    expect(englishReset.text).toContain('Hello Amina,');
    expect(englishReset.html).toContain('<html lang="en">');
  });
});
