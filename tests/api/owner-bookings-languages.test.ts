import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { readJson, type ErrorAnswer } from '../support/answers';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';
import { speaks } from '../support/owners';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

describe('the front desk and the dashboard refuse in the language of the owner’s account', () => {
  let app: TestServer;
  let close: () => Promise<void>;
  let english: Business;
  let kiswahili: Business;
  beforeAll(async () => {
    ({ app, close } = await startServerWithMail());
    english = await bookableBusiness(app, { requirePayment: true });
    kiswahili = await bookableBusiness(app, { requirePayment: true });
    await speaks(kiswahili.owner, 'sw');
  });
  afterAll(() => close());

  async function refusal(
    business: Business,
    path: string,
    init?: { method: string; body?: unknown },
  ) {
    const response = await business.owner.client.request(path, init);
    return {
      status: response.status,
      language: response.headers.get('content-language'),
      error: (await readJson<ErrorAnswer>(response)).error,
    };
  }

  it('says an unknown view, a bad date and a long search in Kiswahili for a Kiswahili account', async () => {
    expect(await refusal(kiswahili, '/api/bookings?view=week')).toMatchObject({
      status: 400,
      language: 'sw',
      error: { message: 'Mwonekano haujulikani. Chagua day, upcoming, past au all.' },
    });
    expect(await refusal(kiswahili, '/api/bookings?date=2026-02-30')).toMatchObject({
      status: 400,
      error: { message: 'Tumia tarehe kama 2026-11-23.' },
    });
    expect(await refusal(kiswahili, `/api/bookings?q=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      error: { message: 'Tafuta kwa herufi zisizozidi 100' },
    });

    expect(await refusal(english, '/api/bookings?view=week')).toMatchObject({
      status: 400,
      language: 'en',
      error: { message: 'Unknown view. Choose day, upcoming, past or all.' },
    });
    expect(await refusal(english, `/api/bookings?q=${'x'.repeat(101)}`)).toMatchObject({
      error: { message: 'Search at most 100 characters' },
    });
  });

  it('refuses a booking that is not there, and completing an unpaid hold, in the account’s language', async () => {
    const missing = `/api/bookings/${randomUUID()}/status`;
    const patch = { method: 'PATCH', body: { status: 'confirmed' } };
    expect(await refusal(kiswahili, missing, patch)).toMatchObject({
      status: 404,
      language: 'sw',
      error: { code: 'not_found', message: 'Miadi haikupatikana.' },
    });
    expect(await refusal(english, missing, patch)).toMatchObject({
      status: 404,
      language: 'en',
      error: { code: 'not_found', message: 'Booking not found.' },
    });

    for (const [business, message] of [
      [
        kiswahili,
        'Miadi hii inasubiri malipo yake ya mtandaoni, kwa hivyo haiwezi kukamilishwa hadi ilipwe.',
      ],
      [
        english,
        'This booking is waiting for its online payment, so it cannot be completed until it is paid.',
      ],
    ] as const) {
      const held = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(business.service.id, { time: '15:00' })),
      });
      expect(held.status).toBe(201);
      const { booking } = await readJson<{ booking: { id: string } }>(held);
      expect(
        await refusal(business, `/api/bookings/${booking.id}/status`, {
          method: 'PATCH',
          body: { status: 'completed' },
        }),
      ).toMatchObject({ status: 409, error: { code: 'awaiting_payment', message } });
    }
  });

  it('says a desk booking’s missing choices in the account’s language, field by field', async () => {
    const body = { serviceId: 'none', date: '2026-02-30', time: '25:00', idempotencyKey: 'desk-x' };
    const swahili = await refusal(kiswahili, '/api/bookings', { method: 'POST', body });
    expect(swahili).toMatchObject({ status: 400, language: 'sw' });
    expect(swahili.error.fields).toMatchObject({
      serviceId: 'Chagua huduma',
      date: 'Tumia tarehe kama 2026-11-23.',
    });
    const plain = await refusal(english, '/api/bookings', { method: 'POST', body });
    expect(plain.error.fields).toMatchObject({
      serviceId: 'Choose a service',
      date: 'Use a date such as 2026-11-23.',
    });
  });

  it('refuses an unknown dashboard period in the account’s language', async () => {
    expect(await refusal(kiswahili, '/api/dashboard?period=decade')).toMatchObject({
      status: 400,
      language: 'sw',
      error: { message: 'Kipindi hakijulikani. Chagua today, week, month au year.' },
    });
    expect(await refusal(english, '/api/dashboard?period=decade')).toMatchObject({
      status: 400,
      language: 'en',
      error: { message: 'Unknown period. Choose today, week, month or year.' },
    });
  });
});
