import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses } from '../../src/server/db/schema/businesses';
import {
  bookingDialogs,
  dialogContacts,
  whatsappConversations,
  whatsappInbound,
} from '../../src/server/db/schema/dialogs';
import { messageSends } from '../../src/server/db/schema/messaging';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { bookableBusiness } from '../support/bookable';
import { startFakeWhatsApp, WA_PHONE_NUMBER_ID, WA_TOKEN } from '../support/fake-whatsapp';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  inboundMessage,
  postWebhook,
  WA_VERIFY_TOKEN,
  webhookBody,
  whatsappClient,
  whatsappEnv,
} from '../support/whatsapp-client';

/**
 * A booking made in a WhatsApp chat, as the Cloud API calls the webhook (signed) and takes the
 * replies (docs/decisions/0075): the fake API checks each reply against WhatsApp's limits.
 */
describe('booking by WhatsApp chat', () => {
  let app: TestServer;
  let wa: Awaited<ReturnType<typeof startFakeWhatsApp>>;
  beforeAll(async () => {
    wa = await startFakeWhatsApp();
    app = await startTestServer(whatsappEnv(wa.url, WA_TOKEN, WA_PHONE_NUMBER_ID));
  });
  afterAll(async () => {
    await app.close();
    await wa.close();
  });
  beforeEach(() => wa.reset());

  const codeOf = async (businessId: string) => {
    const [row] = await app.db
      .select({ code: businesses.bookingCode })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row?.code ?? '';
  };

  const bookingsOf = (businessId: string) =>
    app.db.select().from(bookings).where(eq(bookings.businessId, businessId));

  /** The client enters their PIN on the test provider's stand-in for the M-Pesa prompt. */
  async function approvePayment(bookingId: string) {
    const [attempt] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, bookingId));
    expect(attempt).toMatchObject({ channel: 'mpesa' });
    const approved = await app.request(`/pay/test/${attempt!.paymentReference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
  }

  it('answers the verification handshake only for its verify token', async () => {
    const ok = await app.request(
      `/api/channels/whatsapp?hub.mode=subscribe&hub.verify_token=${WA_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${WA_VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${WA_VERIFY_TOKEN}`,
      '',
    ]) {
      const refused = await app.request(`/api/channels/whatsapp?${query}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        error: { message: 'The verify token does not match.' },
      });
    }
  });

  it('takes only posts signed with the app secret, and records nothing of the others', async () => {
    const body = webhookBody({ messages: [inboundMessage('254799000001', { text: 'hello' })] });
    for (const signature of [null, 'sha256=00', `sha256=${'ab'.repeat(32)}`, 'md5=abc']) {
      const refused = await postWebhook(app, body, signature);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'bad_signature',
          message: 'The X-Hub-Signature-256 signature does not match.',
        },
      });
    }
    expect(
      await app.db.select().from(whatsappInbound).where(eq(whatsappInbound.phone, '+254799000001')),
    ).toEqual([]);
    // signed, but not JSON: a clear 400
    const raw = 'not json';
    const { signatureOf } = await import('../../src/server/dialog/whatsapp-webhook');
    const notJson = await app.request('/api/channels/whatsapp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(raw, 'fake-app-secret-for-tests'),
      },
      body: raw,
    });
    expect(notJson.status).toBe(400);
    // signed, of a shape it does not know: taken (WhatsApp sends more than messages), nothing done
    const unknown = await postWebhook(app, { object: 'page', entry: [{ changes: 'x' }] });
    expect(unknown.status).toBe(200);
  });

  it('books and is paid by M-Pesa in a chat, in English, with buttons and lists within the limits', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const code = await codeOf(business.businessId);
    const client = whatsappClient(app, wa.chats, '+254711000301');

    const language = await client.send({ text: `Book ${code}` });
    expect(language).toMatchObject({
      kind: 'button',
      text: 'Choose your language / Chagua lugha',
      options: [
        { id: 'en', title: 'English' },
        { id: 'sw', title: 'Kiswahili' },
      ],
    });
    const services = await client.tap(language, /^English$/);
    expect(services.text).toBe('Kilele Fitness Studio: choose a service');
    expect(services.footer).toBe('0 Back · 00 Start again · 000 Stop');
    expect(services.kind).toBe('list');
    const days = await client.tap(services, /Personal Training/);
    expect(days.text).toBe('Personal Training Session: choose a day');
    const times = await client.tapAt(days, 1);
    expect(times.text).toMatch(/: choose a time$/);
    expect(times.options[0]?.title).toBe('1. 09:00');
    const name = await client.tapAt(times, 0);
    expect(name.kind).toBe('text');
    expect(name.text).toMatch(/^Type your name:/);
    const confirm = await client.send({ text: 'Mary Atieno' });
    expect(confirm.kind).toBe('button');
    expect(confirm.text).toMatch(
      /^Personal Training Session at Kilele Fitness Studio, .* 09:00\. KES 2,000\. Confirm\?$/,
    );
    const paying = await client.tap(confirm, /^Confirm$/);
    expect(paying.text).toMatch(
      /^We sent an M-Pesa prompt for KES 2,000 to \+254711000301\. Enter your M-Pesa PIN to confirm the booking\. Ticket [A-Z0-9]{8}\./,
    );
    const [booking] = await bookingsOf(business.businessId);
    expect(booking).toMatchObject({
      source: 'whatsapp',
      status: 'pending',
      customerName: 'Mary Atieno',
      customerPhone: '+254711000301',
      locale: 'en',
    });

    await approvePayment(booking!.id);
    const paid = await client.next();
    expect(paid.kind).toBe('text');
    expect(paid.text).toMatch(
      new RegExp(
        `^Paid\\. Personal Training Session at Kilele Fitness Studio, .* 09:00, is confirmed\\. Ticket ${booking!.ticketCode}: http://localhost:\\d+/b/`,
      ),
    );
    const [after] = await bookingsOf(business.businessId);
    expect(after).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    // the chat is over, and every reply went out free-form, each recorded as sent
    expect(
      await app.db
        .select()
        .from(bookingDialogs)
        .where(eq(bookingDialogs.key, 'whatsapp:+254711000301')),
    ).toEqual([]);
    // the last reply is marked sent once the Cloud API's answer is back, a moment after it arrives
    const recorded = () =>
      app.db
        .select()
        .from(messageSends)
        .where(and(eq(messageSends.to, '+254711000301'), eq(messageSends.template, 'chat')));
    await expect
      .poll(async () =>
        (await recorded()).map((row) =>
          row.status === 'sent' && row.providerId?.startsWith('wamid.') ? 'sent' : row.status,
        ),
      )
      .toEqual(Array(8).fill('sent'));
  });

  it('books in Kiswahili by typed numbers, and remembers the language for the number', async () => {
    const business = await bookableBusiness(app, { requirePayment: true, staffCount: 2 });
    const code = await codeOf(business.businessId);
    const client = whatsappClient(app, wa.chats, '+254722000302');
    expect((await client.send({ text: code })).text).toMatch(/^Choose your language/);
    const services = await client.send({ text: '2' });
    expect(services.text).toBe('Kilele Fitness Studio: chagua huduma');
    expect(services.footer).toBe('0 Rudi · 00 Anza upya · 000 Acha');
    const staff = await client.send({ text: '1' });
    expect(staff.text).toBe('Ungependa kuhudumiwa na nani?');
    expect((await client.send({ text: '3' })).text).toMatch(/: chagua siku$/);
    expect((await client.send({ text: '2' })).text).toMatch(/: chagua saa$/);
    expect((await client.send({ text: '2' })).text).toMatch(/^Andika jina lako/);
    const confirm = await client.send({ text: 'Zawadi Njeri' });
    expect(confirm.text).toMatch(/na Trainer 2\. KES 2,000\. Thibitisha\?$/);
    const paying = await client.send({ text: '1' });
    expect(paying.text).toMatch(/^Tumetuma ombi la M-Pesa la KES 2,000 kwa \+254722000302\./);
    const [booking] = await bookingsOf(business.businessId);
    expect(booking).toMatchObject({
      source: 'whatsapp',
      locale: 'sw',
      staffId: business.staffIds[1],
    });
    await approvePayment(booking!.id);
    expect((await client.next()).text).toMatch(/^Umelipa\. Personal Training Session /);
    const [contact] = await app.db
      .select()
      .from(dialogContacts)
      .where(eq(dialogContacts.phone, '+254722000302'));
    expect(contact?.locale).toBe('sw');
    // the next chat from the number starts in Kiswahili, without asking
    expect((await client.send({ text: `Book ${code}` })).text).toBe(
      'Kilele Fitness Studio: chagua huduma',
    );
  });

  it('handles a message WhatsApp delivers twice once, and answers it once', async () => {
    const business = await bookableBusiness(app);
    const code = await codeOf(business.businessId);
    const client = whatsappClient(app, wa.chats, '+254733000303');
    const message = inboundMessage(client.digits, { text: `Book ${code}` });
    const posts = await Promise.all(
      [0, 1, 2].map(() => postWebhook(app, webhookBody({ messages: [message] }))),
    );
    expect(posts.map((post) => post.status)).toEqual([200, 200, 200]);
    expect((await client.next()).text).toMatch(/^Choose your language/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wa.chats.filter((chat) => chat.to === client.digits)).toHaveLength(1);
    expect(
      await app.db.select().from(whatsappInbound).where(eq(whatsappInbound.messageId, message.id)),
    ).toHaveLength(1);
  });

  it('moves a message record on with the status webhooks, never back', async () => {
    const business = await bookableBusiness(app);
    const client = whatsappClient(app, wa.chats, '+254744000304');
    const reply = await client.send({ text: await codeOf(business.businessId) });
    const recordOf = async () => {
      const [row] = await app.db
        .select()
        .from(messageSends)
        .where(eq(messageSends.providerId, reply.id));
      return row;
    };
    await expect.poll(async () => (await recordOf())?.status).toBe('sent');
    const status = (state: string, extra: object = {}) =>
      postWebhook(
        app,
        webhookBody({
          statuses: [
            {
              id: reply.id,
              status: state,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: client.digits,
              ...extra,
            },
          ],
        }),
      );
    expect((await status('delivered')).status).toBe(200);
    expect((await recordOf())?.status).toBe('delivered');
    await status('read');
    await status('delivered');
    expect((await recordOf())?.status).toBe('read');

    const second = await client.send({ text: '1' });
    const secondStatus = async () =>
      (await app.db.select().from(messageSends).where(eq(messageSends.providerId, second.id)))[0]
        ?.status;
    await expect.poll(secondStatus).toBe('sent');
    const failed = await postWebhook(
      app,
      webhookBody({
        statuses: [
          {
            id: second.id,
            status: 'failed',
            timestamp: '1700000000',
            recipient_id: client.digits,
            errors: [
              {
                code: 131047,
                title: 'Re-engagement message',
                message: 'Re-engagement message',
                error_data: { details: 'More than 24 hours have passed' },
              },
            ],
          },
        ],
      }),
    );
    expect(failed.status).toBe(200);
    const [row] = await app.db
      .select()
      .from(messageSends)
      .where(eq(messageSends.providerId, second.id));
    expect(row).toMatchObject({
      status: 'failed',
      error: 'WhatsApp: Re-engagement message (More than 24 hours have passed) (code 131047)',
    });
  });

  it('sends the confirmation template, not free text, once the 24-hour window has closed', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const code = await codeOf(business.businessId);
    const client = whatsappClient(app, wa.chats, '+254755000305');
    await client.send({ text: `Book ${code}` });
    await client.send({ text: '1' });
    await client.send({ text: '1' });
    await client.send({ text: '1' });
    await client.send({ text: '1' });
    await client.send({ text: 'Otieno Ouma' });
    await client.send({ text: '1' });
    const [booking] = await bookingsOf(business.businessId);
    // the client's last message is now more than a day old
    await app.db
      .update(whatsappConversations)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(whatsappConversations.phone, '+254755000305'));
    const templatesBefore = wa.sent.length;
    await approvePayment(booking!.id);
    const until = Date.now() + 10_000;
    while (
      !wa.sent.slice(templatesBefore).some((t) => t.to === client.digits) &&
      Date.now() < until
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const template = wa.sent.slice(templatesBefore).find((t) => t.to === client.digits);
    expect(template).toMatchObject({ name: 'booking_confirmation', language: 'en' });
    expect(template?.parameters).toContain(booking!.ticketCode);
    expect(wa.chats.filter((chat) => chat.to === client.digits)).toHaveLength(7);
  });

  it('answers a list too long for one message ten rows at a time, a More row showing the next', async () => {
    const business = await bookableBusiness(app);
    const client = whatsappClient(app, wa.chats, '+254766000306');
    await client.send({ text: `Book ${await codeOf(business.businessId)}` });
    await client.send({ text: '1' });
    const days = await client.send({ text: '1' });
    expect(days.kind).toBe('list');
    expect(days.options.length).toBeLessThanOrEqual(10);
    if (days.options.length === 10) {
      expect(days.options[9]).toMatchObject({ id: 'more', title: 'More' });
      const page2 = await client.send({ row: 'more' });
      expect(page2.options[0]?.title).toMatch(/^10\. /);
    }
    // the second day offered, whose times have not begun to pass whatever the hour of the test
    const times = await client.send({ text: '2' });
    expect(times.options).toHaveLength(10);
    expect(times.options[9]).toMatchObject({ id: 'more' });
    const more = await client.send({ row: 'more' });
    expect(more.options[0]?.title).toMatch(/^10\. \d\d:\d\d$/);
    // a number from the second page picks that time
    expect((await client.send({ text: '11' })).text).toMatch(/^Type your name/);
  });
});
