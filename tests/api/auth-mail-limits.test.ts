import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountMails, auditLog } from '../../src/server/db/schema/auth';
import { authClient, newAccount, nextAddress, registerAccount } from '../support/auth-client';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

const isPostgres = inject('databaseSnapshot').kind === 'postgres';
const ADDRESSES = 50;
const REQUESTS_PER_ADDRESS = 5;
/** The limits (ACCOUNT_MAIL_LIMITS): mails of one kind per quarter hour, and of all kinds a day. */
const PER_KIND = 3;
const PER_DAY = 10;

describe('mail limits with 50 addresses: one recipient gets a few mails, whoever asks', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  /**
   * 50 new client addresses each asking 5 times (the most better-auth's per-address limit lets
   * through in a minute), the addresses at once: every answer, in the order sent.
   */
  async function flood(path: string, body: object): Promise<{ status: number; body: string }[]> {
    const addresses = Array.from({ length: ADDRESSES }, () => nextAddress());
    const perAddress = await Promise.all(
      addresses.map(async (address) => {
        const client = authClient(app, { address });
        const answers: { status: number; body: string }[] = [];
        for (let request = 0; request < REQUESTS_PER_ADDRESS; request++) {
          const response = await client.post(path, body);
          answers.push({ status: response.status, body: await response.text() });
        }
        return answers;
      }),
    );
    return perAddress.flat();
  }

  /** A quarter of an hour passes for the mail counters (no sleeping: the rows are made older). */
  async function quarterHourPasses(): Promise<void> {
    await app.db.execute(
      sql`UPDATE ${accountMails} SET created_at = created_at - interval '15 minutes'`,
    );
  }

  /**
   * Floods once per quarter of an hour, for an hour: the mails the SMTP server received in each
   * quarter, each checked against what the limits allow as soon as it is known.
   */
  async function floodForAnHour(
    email: string,
    path: string,
    body: object,
    allowed: number[],
  ): Promise<number[]> {
    const perQuarter: number[] = [];
    for (const [quarter, expected] of allowed.entries()) {
      const before = mail.mailsTo(email).length;
      const answers = await flood(path, body);
      expect(answers).toHaveLength(ADDRESSES * REQUESTS_PER_ADDRESS);
      // sent or not, every answer is the same one
      expect(new Set(answers.map((answer) => `${answer.status} ${answer.body}`)).size).toBe(1);
      expect(answers[0]?.status).toBe(200);
      const received = mail.mailsTo(email).length - before;
      perQuarter.push(received);
      expect(received, `mails in quarter ${quarter + 1} of the hour`).toBe(expected);
      await quarterHourPasses();
    }
    return perQuarter;
  }

  async function suppressions(recipient: string) {
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'SECURITY_EVENT'),
          eq(auditLog.tableName, 'MAIL_SUPPRESSED'),
          sql`${auditLog.oldValues}->>'recipient' = ${recipient}`,
        ),
      );
    return rows.map((row) => row.oldValues as { kind: string; occurrences: number });
  }

  it('sends one account 3 password-reset mails a quarter hour and 10 an hour, not 250', async () => {
    const account = await registerAccount(app, mail);
    const confirmations = mail.mailsTo(account.email).length;
    // the confirmation it signed up with counts towards the day: 1 + 3 + 3 + 3
    const perQuarter = await floodForAnHour(
      account.email,
      '/api/auth/request-password-reset',
      { email: account.email },
      [PER_KIND, PER_KIND, PER_KIND, 0],
    );
    // the figure: 250 requests a quarter hour from 50 addresses, and the mails that reached the inbox
    console.info(`password-reset mails to one account, per quarter hour: ${perQuarter.join(', ')}`);
    expect(mail.mailsTo(account.email)).toHaveLength(confirmations + 3 * PER_KIND);
    expect(mail.mailsTo(account.email)).toHaveLength(PER_DAY);
    expect(mail.mailsTo(account.email).every((m) => m.to.length === 1)).toBe(true);
    // the suppressions were recorded, as a few events standing for many
    const events = await suppressions(account.email);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.kind === 'password-reset')).toBe(true);
  }, 300_000);

  it("sends a stranger's address a few confirmations, however many sign-up resends are asked", async () => {
    const stranger = newAccount();
    expect((await authClient(app).signUp(stranger)).status).toBe(200);
    await mail.nextMailTo(stranger.email);
    // the same address signed up again in other letters adds nothing
    const again = await authClient(app).signUp({
      ...stranger,
      email: stranger.email.toUpperCase(),
    });
    expect(again.status).toBe(422);

    // the sign-up's own confirmation was the first of its quarter hour; the day's 10th ends the hour
    const perQuarter = await floodForAnHour(
      stranger.email,
      '/api/auth/send-verification-email',
      { email: stranger.email, callbackURL: '/auth?confirmed=1' },
      [PER_KIND - 1, PER_KIND, PER_KIND, 1],
    );
    console.info(`confirmation mails to a stranger, per quarter hour: ${perQuarter.join(', ')}`);
    expect(mail.mailsTo(stranger.email)).toHaveLength(PER_DAY);
    // the day's limit holds after the hour too
    expect(
      (await flood('/api/auth/send-verification-email', { email: stranger.email }))[0],
    ).toEqual(expect.objectContaining({ status: 200 }));
    expect(mail.mailsTo(stranger.email)).toHaveLength(PER_DAY);
    expect((await suppressions(stranger.email)).length).toBeGreaterThan(0);
  }, 300_000);

  it('keeps the limit exact when 40 addresses ask at the same moment', async () => {
    const account = await registerAccount(app, mail);
    const before = mail.mailsTo(account.email).length;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        authClient(app).post('/api/auth/request-password-reset', { email: account.email }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
    expect(mail.mailsTo(account.email).length - before).toBe(PER_KIND);
  });

  it.runIf(isPostgres)(
    'keeps the limit exact across two server processes on one database',
    async () => {
      const { startTestServer } = await import('../support/test-server');
      const second = await startTestServer({ SMTP_URL: mail.url }, app);
      try {
        const account = await registerAccount(app, mail);
        const before = mail.mailsTo(account.email).length;
        const responses = await Promise.all(
          [app, second].flatMap((server) =>
            Array.from({ length: 20 }, () =>
              authClient(server).post('/api/auth/request-password-reset', {
                email: account.email,
              }),
            ),
          ),
        );
        expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
        expect(mail.mailsTo(account.email).length - before).toBe(PER_KIND);
      } finally {
        await second.close();
      }
    },
  );

  it('counts each kind on its own within the quarter hour, and all kinds together for the day', async () => {
    const account = await registerAccount(app, mail);
    const ask = (path: string) => authClient(app).post(path, { email: account.email });
    for (let request = 0; request < 5; request++)
      expect((await ask('/api/auth/request-password-reset')).status).toBe(200);
    const resets = mail
      .mailsTo(account.email)
      .filter((m) => m.subject === 'Reset your Miadi password');
    expect(resets).toHaveLength(PER_KIND);
    // a confirmed account gets no confirmation mail: the sign-in code is the other kind it can ask for
    for (let request = 0; request < 5; request++)
      expect((await ask('/api/auth/sign-in-code/send')).status).toBe(200);
    const codes = mail
      .mailsTo(account.email)
      .filter((m) => m.subject === 'Your Miadi sign-in code');
    expect(codes).toHaveLength(PER_KIND);
  });

  it('counts per recipient and per account, by kind in the window and in all for the day', async () => {
    const { reserveAccountMail } = await import('../../src/server/auth/mail-limits');
    const start = new Date('2026-05-04T08:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const reserve = (
      fields: Partial<Parameters<typeof reserveAccountMail>[1]> & { userId: string },
    ) =>
      reserveAccountMail(app.db, {
        kind: 'password-reset',
        recipient: `${fields.userId}@example.com`,
        ipAddress: nextAddress(),
        now: start,
        ...fields,
      });
    const allowed = { isAllowed: true };

    // one account mailed at several addresses (its e-mail changed): counted for the account
    for (const n of [1, 2, 3])
      expect(await reserve({ userId: 'acct-a', recipient: `a${n}@example.com` })).toEqual(allowed);
    expect(await reserve({ userId: 'acct-a', recipient: 'a4@example.com' })).toEqual({
      isAllowed: false,
      limit: 'kind-to-account',
    });
    // one address mailed for several accounts: counted for the address, in any letters
    for (const n of [1, 2, 3])
      expect(await reserve({ userId: `acct-b${n}`, recipient: 'Shared@Example.com' })).toEqual(
        allowed,
      );
    expect(await reserve({ userId: 'acct-b4', recipient: 'shared@example.com' })).toEqual({
      isAllowed: false,
      limit: 'kind-to-recipient',
    });

    // 10 a day whatever the kinds and windows; a day later the allowance is back
    const kinds = ['confirmation', 'password-reset', 'sign-in-code'] as const;
    for (let n = 0; n < PER_DAY; n++) {
      const kind = kinds[n % 3] ?? 'confirmation';
      expect(await reserve({ userId: 'acct-c', kind, now: at(n * 20) }), `mail ${n + 1}`).toEqual(
        allowed,
      );
    }
    expect(await reserve({ userId: 'acct-c', kind: 'sign-in-code', now: at(600) })).toEqual({
      isAllowed: false,
      limit: 'day-to-recipient',
    });
    expect(await reserve({ userId: 'acct-c', now: at(24 * 60 + 1) })).toEqual(allowed);

    // sign-in codes asked from one address for many accounts
    const address = nextAddress();
    for (let n = 0; n < 10; n++)
      expect(
        await reserve({ userId: `acct-d${n}`, kind: 'sign-in-code', ipAddress: address }),
      ).toEqual(allowed);
    expect(await reserve({ userId: 'acct-d10', kind: 'sign-in-code', ipAddress: address })).toEqual(
      { isAllowed: false, limit: 'codes-from-address' },
    );
  });
});
