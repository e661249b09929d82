import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

const NUL = 'a\u0000b';
const BROKEN = 'a\ud800b';

const businessBody = {
  name: 'Amani Beauty Spa',
  email: 'hello@amani.example',
  phone: '',
  address: '',
  city: '',
  country: '',
  website: '',
  description: '',
};
const serviceBody = {
  name: 'Matatu to Nakuru',
  description: 'Daily at dawn',
  category: 'transport',
  transportDetails: { departure: 'Nairobi', destination: 'Nakuru', vehicle: '14-seater' },
  priceMinor: 80_000,
  durationMinutes: 120,
  currency: 'KES',
};
const locationBody = {
  latitude: -1.29,
  longitude: 36.82,
  serviceRadiusKm: 10,
  showOnMap: true,
  mapDescription: 'Second floor',
};
const payoutBody = {
  mpesaNumber: '0712345678',
  bankName: 'KCB',
  bankAccountNumber: '1234567890',
  accountHolderName: 'Amani Ltd',
};

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  const body = await readJson<ErrorAnswer>(response);
  expect(body.error.message).toMatch(/characters/);
}

describe('text no column can hold is refused with a clear 400, everywhere', () => {
  let app: TestServer;
  let owner: Awaited<ReturnType<typeof ownerWithBusiness>>;
  beforeAll(async () => {
    app = await startTestServer();
    owner = await ownerWithBusiness(app);
  });
  afterAll(() => app.close());

  it('on sign-in and password reset', async () => {
    const client = owner.client;
    await expectRefused(
      await client.post('/api/auth/sign-in/email', { email: '\u0000', password: 'x' }),
    );
    await expectRefused(
      await client.post('/api/auth/reset-password', {
        token: '\u0000',
        newPassword: 'Str0ng!Passw0rd',
      }),
    );
    // a route the account library answers itself is covered at the door
    await expectRefused(await client.post('/api/auth/update-user', { name: BROKEN }));
    // the account's own fields are checked before the account library stores them
    for (const body of [{ country: 'XX' }, { country: '' }, { name: null }, { firstName: 42 }]) {
      const response = await client.post('/api/auth/update-user', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.post('/api/auth/update-user', { country: 'TZ' })).status).toBe(200);
    // the owner is still signed in and unchanged
    expect((await client.me()).status).toBe(200);
  });

  it('on each text field of the business, its location and payouts, then nothing changed', async () => {
    const before: unknown = await (await owner.client.get('/api/business')).json();
    for (const field of ['name', 'address', 'city', 'country', 'description', 'phone', 'website'])
      for (const value of [NUL, BROKEN]) {
        const body = { ...businessBody, [field]: value };
        await expectRefused(await owner.client.request('/api/business', { method: 'PATCH', body }));
      }
    for (const value of [NUL, BROKEN])
      await expectRefused(
        await owner.client.request('/api/business/location', {
          method: 'PUT',
          body: { ...locationBody, mapDescription: value },
        }),
      );
    for (const field of ['bankName', 'accountHolderName'])
      await expectRefused(
        await owner.client.request('/api/business/payouts', {
          method: 'PUT',
          body: { ...payoutBody, [field]: NUL },
        }),
      );
    expect(await (await owner.client.get('/api/business')).json()).toEqual(before);
    const { payouts } = await readJson<{
      payouts: { bankName: string | null };
    }>(await owner.client.get('/api/business/payouts'));
    expect(payouts.bankName).toBeNull();
  });

  it('tells a single-line field from a multi-line one', async () => {
    const oneLine = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: { ...businessBody, city: 'Nai\nrobi' },
    });
    expect(oneLine.status).toBe(400);
    expect(await oneLine.json()).toMatchObject({
      error: { fields: { city: TEXT_MESSAGES.singleLine } },
    });
    const twoLines = await owner.client.request('/api/business', {
      method: 'PATCH',
      body: { ...businessBody, description: 'Open daily.\nWalk-ins welcome.' },
    });
    expect(twoLines.status).toBe(200);
  });

  it('on services, with nothing created', async () => {
    const cases = [
      { name: NUL },
      { name: BROKEN },
      { description: NUL },
      { description: '\ud800' },
      { transportDetails: { ...serviceBody.transportDetails, vehicle: NUL } },
      { transportDetails: { ...serviceBody.transportDetails, departure: '\udfff' } },
    ];
    for (const change of cases)
      await expectRefused(await owner.client.post('/api/services', { ...serviceBody, ...change }));
    const list = await readJson<{
      services: unknown[];
    }>(await owner.client.get('/api/services'));
    expect(list.services).toHaveLength(0);
  });

  it('on a public booking, and in payment references in the address', async () => {
    const business = await bookableBusiness(app);
    const url = `/api/public/businesses/${business.businessId}/bookings`;
    const send = (body: unknown) =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const valid = bookingBody(business.service.id);
    await expectRefused(await send({ ...valid, customer: { ...valid.customer, name: NUL } }));
    await expectRefused(await send({ ...valid, customer: { ...valid.customer, name: BROKEN } }));
    await expectRefused(await send({ ...valid, notes: NUL }));
    expect((await send({ ...valid, notes: 'Side door,\nplease' })).status).toBe(201);

    for (const path of ['/api/public/payments/%00', '/pay/test/%00', '/pay/test/%ED%A0%80'])
      expect((await app.request(path)).status).toBe(400);
    expect((await app.request('/pay/test/%00', { method: 'POST' })).status).toBe(400);
    expect((await app.request('/api/public/payments/CBP-not-ours')).status).toBe(404);
    expect(
      (await app.request(`/api/public/businesses/${business.businessId}?q=%1b%5b31m`)).status,
    ).toBe(400);
  });
});
