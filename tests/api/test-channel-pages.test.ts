import { Script } from 'node:vm';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses } from '../../src/server/db/schema/businesses';
import {
  clientBusinessTransactions,
  testProviderPayments,
} from '../../src/server/db/schema/payments';
import { createTestProvider } from '../../src/server/payments/test-provider';
import { testPromptRoute } from '../../src/server/test-channels/prompt';
import { testChannelRoutes } from '../../src/server/test-channels/routes';
import { readJson } from '../support/answers';
import { bookableBusiness } from '../support/bookable';
import { ussdPromptsSent } from '../../src/server/dialog/ussd-prompt';
import { startTestServer, type TestServer } from '../support/test-server';
import { bookingCodeOf, ussdSession } from '../support/ussd-session';

/**
 * The built-in test chat and test USSD phone (src/server/test-channels): pages anyone can open to
 * try booking by WhatsApp and USSD without the providers' keys, and the route that shows them the
 * test M-Pesa prompt waiting on their phone.
 */
describe('the test channel pages', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  };

  /** Every <script> of the page: the policy runs none written into the page itself. */
  const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((tag) => tag[0]);

  it('say they are a test, in English or in the Kiswahili a device asks for', async () => {
    const chat = await page('/test/chat');
    expect(chat).toContain('<html lang="en">');
    expect(chat).toContain('<title>Test WhatsApp chat - Miadi</title>');
    expect(chat).toContain('<span class="badge">Test</span>');
    const ussd = await page('/test/ussd');
    expect(ussd).toContain('<title>Test USSD phone - Miadi</title>');
    expect(ussd).toContain('value="*384*0#"');

    const kiswahili: Record<string, string>[] = [
      { 'accept-language': 'sw-KE,sw;q=0.9' },
      { cookie: 'miadi_lang=sw' },
    ];
    for (const headers of kiswahili) {
      const swChat = await page('/test/chat', headers);
      expect(swChat).toContain('<html lang="sw">');
      expect(swChat).toContain('<title>Gumzo la WhatsApp la majaribio - Miadi</title>');
      expect(swChat).toContain('<span class="badge">Majaribio</span>');
      expect(swChat).toContain('placeholder="Andika ujumbe"');
      const swUssd = await page('/test/ussd', headers);
      expect(swUssd).toContain('<title>Simu ya USSD ya majaribio - Miadi</title>');
      expect(swUssd).toContain('>Piga</button>');
      // the words the script says itself come in the page's language too
      expect(swUssd).toContain('Weka nambari ya simu ya Kenya');
    }
    // a link in the other language: the page's address keeps its code
    expect(await page('/test/ussd?code=12345&lang=sw')).toContain('lang="sw"');
  });

  it('open with the code keyed in and the number filled, and run only scripts of their own', async () => {
    const ussd = await page('/test/ussd?code=12345&phone=0712%20345%20678');
    expect(ussd).toContain('value="*384*0*12345#"');
    expect(ussd).toContain('value="0712345678"');
    const chat = await page('/test/chat?code=12345&phone=%2B254712345678');
    expect(chat).toContain('value="Book 12345"');
    expect(chat).toContain('value="0712345678"');

    for (const [html, script] of [
      [ussd, '/test/ussd.js'],
      [chat, '/test/chat.js'],
    ] as const) {
      expect(scriptsOf(html)).toEqual([
        '<script type="application/json" id="test-page-data">',
        `<script src="${script}" defer>`,
      ]);
      const response = await app.request(script);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const source = await response.text();
      // it parses as a browser's classic script, and reaches nothing of the server's modules
      expect(() => new Script(source)).not.toThrow();
      expect(source).not.toMatch(/\bimport\b|\brequire\(|import_[a-z]/);
    }
  });

  it('put what the address says on the page as text, never as markup', async () => {
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    for (const path of ['/test/chat', '/test/ussd']) {
      const html = await page(`${path}?code=${hostile}&phone=${hostile}&lang=${hostile}`);
      expect(html).not.toContain('<script>alert(1)');
      expect(scriptsOf(html)).toHaveLength(2);
    }
    // the chat types what it was given, escaped; the dial string takes digits only
    const chat = await page(`/test/chat?code=${hostile}`);
    expect(chat).toContain('value="Book &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(await page(`/test/ussd?code=${hostile}`)).toContain('value="*384*0#"');
    expect(await page('/test/ussd?phone=not-a-phone')).not.toContain('not-a-phone');
  });

  it("offer the demo businesses' codes, where the demo data is there", async () => {
    expect(await page('/test/ussd')).not.toContain('No code? Try a demo business');
    const business = await bookableBusiness(app, { requirePayment: true });
    await app.db
      .update(businesses)
      .set({ subdomain: 'amani-beauty-spa' })
      .where(eq(businesses.id, business.businessId));
    const code = await bookingCodeOf(app, business.businessId);
    const ussd = await page('/test/ussd?phone=0712345678');
    expect(ussd).toContain('No code? Try a demo business');
    expect(ussd).toContain(`href="?code=${code}&amp;phone=0712345678"`);
    expect(ussd).toMatch(
      new RegExp(
        `Kilele Fitness Studio</span>\\s*<span class="code">${code}</span>\\s*<span class="tag">Pay on booking</span>`,
      ),
    );
    // only the page's language is marked current: no code was given
    expect(ussd.match(/aria-current="true"/g)).toHaveLength(1);
    // the one the page was opened with is marked as chosen
    const chat = await page(`/test/chat?code=${code}`);
    expect(chat).toContain(`href="?code=${code}" aria-current="true"`);
  });

  it('dial the server’s USSD code where it has one', async () => {
    const routes = new Hono().route(
      '/test',
      testChannelRoutes({ db: app.db, ussdCode: '*384*4545#', isTestChat: false }),
    );
    const response = await routes.request('/test/ussd?code=12345');
    expect(await response.text()).toContain('value="*384*4545*12345#"');
    // with WhatsApp's keys the real chat is the one: no test chat to post unsigned messages
    const chat = await routes.request('/test/chat');
    expect(chat.status).toBe(404);
    expect(await chat.text()).toBe('The test chat is off: this server talks to WhatsApp itself.');
  });
});

describe('the test M-Pesa prompt', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const prompt = async (phone: string, headers: Record<string, string> = {}) => {
    const response = await app.request(
      `/api/channels/test-prompt?phone=${encodeURIComponent(phone)}`,
      { headers },
    );
    return { status: response.status, body: await readJson<unknown>(response) };
  };

  it('refuses what is not a phone number, in words, in the asker’s language', async () => {
    for (const phone of ['not-a-phone', '12', '', '0712 345 678 9', '+'.repeat(50)]) {
      expect(await prompt(phone), phone).toEqual({
        status: 400,
        body: {
          error: expect.objectContaining({
            message: 'Give the phone number to look for an M-Pesa prompt on, such as 0712 345 678.',
          }) as unknown,
        },
      });
    }
    const missing = await app.request('/api/channels/test-prompt');
    expect(missing.status).toBe(400);
    const sw = await prompt('12', { 'accept-language': 'sw' });
    expect(JSON.stringify(sw.body)).toContain('Weka nambari ya simu ya kutafutia ombi la M-Pesa');
  });

  it('has none for a phone nothing was asked of', async () => {
    expect(await prompt('0799 000 111')).toEqual({ status: 200, body: { url: null } });
  });

  it('shows the prompt a USSD booking of a paid service sent, until it is answered', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const code = await bookingCodeOf(app, business.businessId);
    const phone = ussdSession(app, '+254722000606');
    // language, service, day, time, name, confirm; the code keyed into the dial string
    for (const answer of [null, '1', '1', '2', '1', 'Zawadi Njeri']) await phone.key(answer, code);
    expect(await phone.key('1', code)).toMatch(/^END An M-Pesa prompt for KES 2,000 comes/);
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, business.businessId));
    // sent once the session has closed
    await ussdPromptsSent();
    const [attempt] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, booking?.id ?? ''));
    const url = `/pay/test/${attempt?.paymentReference}`;

    // however the number is written
    for (const written of ['0722 000 606', '+254722000606', '254722000606']) {
      expect(await prompt(written), written).toEqual({ status: 200, body: { url } });
    }
    expect((await prompt('0722000607')).body).toEqual({ url: null });

    // the prompt's page is the built-in provider's, and once approved there is none left
    const approved = await app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect((await prompt('0722000606')).body).toEqual({ url: null });
    const [paid] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking?.id ?? ''));
    expect(paid).toMatchObject({ paymentStatus: 'completed', status: 'confirmed' });
  });

  it('forgets a prompt after half an hour, and a real provider never has one', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const code = await bookingCodeOf(app, business.businessId);
    const phone = ussdSession(app, '+254733000707');
    for (const answer of [null, '1', '1', '2', '1', 'Baraka Otieno', '1']) {
      await phone.key(answer, code);
    }
    await ussdPromptsSent();
    const waiting = await prompt('0733000707');
    expect(waiting.body).toEqual({ url: expect.stringMatching(/^\/pay\/test\//) as unknown });

    const paystack = {
      ...createTestProvider({ db: app.db, publicUrl: app.url, secret: 'x'.repeat(32) }),
      id: 'paystack' as const,
    };
    const realProvider = new Hono().route(
      '/api/channels',
      testPromptRoute({ db: app.db, provider: paystack }),
    );
    const real = await realProvider.request('/api/channels/test-prompt?phone=0733000707');
    expect(await real.json()).toEqual({ url: null });

    await app.db
      .update(testProviderPayments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(testProviderPayments.phone, '+254733000707'));
    expect((await prompt('0733000707')).body).toEqual({ url: null });
  });
});
