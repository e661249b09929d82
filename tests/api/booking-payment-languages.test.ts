import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { readJson, type ErrorAnswer } from '../support/answers';
import { startTestServer, type TestServer } from '../support/test-server';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

const KISWAHILI = { 'accept-language': 'sw' };
const ENGLISH = {};

describe('the booking page and its payment refuse in the language of the request', () => {
  let app: TestServer;
  let paid: Business;
  beforeAll(async () => {
    app = await startTestServer();
    paid = await bookableBusiness(app, { requirePayment: true, capacity: 1 });
  });
  afterAll(() => app.close());

  async function post(path: string, headers: Record<string, string>, body?: unknown) {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response;
  }

  async function refusal(response: Response) {
    return {
      status: response.status,
      language: response.headers.get('content-language'),
      error: (await readJson<ErrorAnswer>(response)).error,
    };
  }

  const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
    post(`/api/public/businesses/${paid.businessId}/bookings`, headers, body);

  it('says a service that is not there, and a time just taken, in Kiswahili for sw and English otherwise', async () => {
    const noService = bookingBody(randomUUID());
    expect(await refusal(await book(KISWAHILI, noService))).toMatchObject({
      status: 404,
      language: 'sw',
      error: { code: 'service_not_found', message: 'Huduma hii haipatikani.' },
    });
    expect(await refusal(await book(ENGLISH, noService))).toMatchObject({
      status: 404,
      language: 'en',
      error: { code: 'service_not_found', message: 'This service is not available.' },
    });

    const first = await book(ENGLISH, bookingBody(paid.service.id, { time: '11:00' }));
    expect(first.status).toBe(201);
    const again = () => bookingBody(paid.service.id, { time: '11:00' });
    expect(await refusal(await book(KISWAHILI, again()))).toMatchObject({
      status: 409,
      language: 'sw',
      error: {
        code: 'slot_taken',
        message: 'Nafasi hii imechukuliwa sasa hivi. Tafadhali chagua saa nyingine.',
      },
    });
    expect(await refusal(await book(ENGLISH, again()))).toMatchObject({
      status: 409,
      language: 'en',
      error: { code: 'slot_taken', message: 'This time was just taken. Please pick another time.' },
    });
  });

  it('prompts, shows the test prompt and refuses paying twice in the language of each request', async () => {
    const held = await book(ENGLISH, bookingBody(paid.service.id, { time: '14:00' }));
    expect(held.status).toBe(201);
    const { booking } = await readJson<{ booking: { id: string } }>(held);
    const pay = (headers: Record<string, string>) =>
      post(`/api/public/bookings/${booking.id}/payment`, headers, {
        method: 'mpesa',
        phone: '0712345678',
      });

    const prompted = await pay(KISWAHILI);
    expect(prompted.status).toBe(200);
    const { payment } = await readJson<{
      payment: { reference: string; displayText: string; testPromptUrl: string };
    }>(prompted);
    expect(payment.displayText).toBe(
      'Hali ya majaribio: kubali malipo kwenye ombi la M-Pesa la majaribio.',
    );

    const page = await fetch(payment.testPromptUrl, { headers: KISWAHILI });
    const html = await page.text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('Ombi la M-Pesa la majaribio');
    expect(html).toContain('Kubali KES 2,000');
    expect(html).not.toContain('Test M-Pesa prompt');
    const englishPage = await (await fetch(payment.testPromptUrl)).text();
    expect(englishPage).toContain('Approve KES 2,000');

    const approved = await app.request(`/pay/test/${payment.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);

    expect(await refusal(await pay(KISWAHILI))).toMatchObject({
      status: 409,
      language: 'sw',
      error: { code: 'already_paid', message: 'Miadi hii tayari imelipwa.' },
    });
    expect(await refusal(await pay(ENGLISH))).toMatchObject({
      status: 409,
      language: 'en',
      error: { code: 'already_paid', message: 'This booking is already paid.' },
    });
  });
});
