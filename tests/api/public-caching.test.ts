import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema/businesses';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

const UNKNOWN_BUSINESS = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
// where the business is put on the map, so Discover's answer holds it
const PLACE = { latitude: -1.2921, longitude: 36.8219 };
const discoverPath = `/api/public/discover?lat=${PLACE.latitude}&lng=${PLACE.longitude}`;

describe('caching of the public reads (docs/decisions/0038)', () => {
  let app: TestServer;
  let business: Awaited<ReturnType<typeof bookableBusiness>>;
  const pagePath = () => `/api/public/businesses/${business.businessId}`;
  const availabilityPath = () =>
    `${pagePath()}/availability?serviceId=${business.service.id}&date=${bookableDate()}`;

  beforeAll(async () => {
    app = await startTestServer();
    // one place a slot: the first booking of a time fills it
    business = await bookableBusiness(app, { capacity: 1 });
    await app.db.update(businesses).set(PLACE).where(eq(businesses.id, business.businessId));
  });
  afterAll(() => app.close());

  /** A 200 with an ETag and the expected Cache-Control; answers the ETag. */
  async function fresh(path: string, cacheControl: string, ifNoneMatch?: string) {
    const response = await app.request(
      path,
      ifNoneMatch ? { headers: { 'if-none-match': ifNoneMatch } } : undefined,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    const tag = response.headers.get('etag');
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(await response.text()).not.toBe('');
    return tag ?? '';
  }

  async function expectNotModified(
    path: string,
    tag: string,
    cacheControl: string,
    ifNoneMatch = tag,
  ) {
    const response = await app.request(path, { headers: { 'if-none-match': ifNoneMatch } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    // a 304 stands for the 200: the same validator and lifetime
    expect(response.headers.get('etag')).toBe(tag);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
  }

  const routes = [
    { name: 'the booking page', path: () => pagePath(), cacheControl: 'no-cache' },
    { name: 'availability', path: () => availabilityPath(), cacheControl: 'no-cache' },
    { name: 'discover', path: () => discoverPath, cacheControl: 'public, max-age=30' },
    { name: 'the reviews list', path: () => `${pagePath()}/reviews`, cacheControl: 'no-cache' },
  ];

  for (const route of routes) {
    it(`${route.name}: 200 with an ETag, then 304 with no body for that ETag`, async () => {
      const tag = await fresh(route.path(), route.cacheControl);
      await expectNotModified(route.path(), tag, route.cacheControl);
      // the validator also matches among several and in the weak form a proxy may give it
      await expectNotModified(route.path(), tag, route.cacheControl, `"0000", W/${tag}`);
      expect(await fresh(route.path(), route.cacheControl, '"stale"')).toBe(tag);
    });
  }

  it("discover's ETag changes when the owner renames the business", async () => {
    const before = await fresh(discoverPath, 'public, max-age=30');
    const renamed = await business.owner.client.request('/api/business', {
      method: 'PATCH',
      body: {
        name: 'Kilele Strength Studio',
        email: 'hello@kilele.co.ke',
        phone: '0722 100 200',
        website: 'kilele.co.ke',
        description: 'Strength and spin classes.',
        address: 'Argwings Kodhek Road',
        city: 'Nairobi',
        country: 'Kenya',
      },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);

    const response = await app.request(discoverPath, { headers: { 'if-none-match': before } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBe(before);
    const { businesses: found } = await readJson<{
      businesses: { id: string; name: string }[];
    }>(response);
    expect(found.find((b) => b.id === business.businessId)?.name).toBe('Kilele Strength Studio');
  });

  it("the page's ETag changes when the owner renames a service, and the old one gets the new page", async () => {
    const before = await fresh(pagePath(), 'no-cache');
    const renamed = await business.owner.client.request(`/api/services/${business.service.id}`, {
      method: 'PUT',
      body: {
        name: 'Strength Coaching',
        description: business.service.description,
        priceMinor: business.service.priceMinor,
        durationMinutes: business.service.durationMinutes,
      },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);

    const response = await app.request(pagePath(), { headers: { 'if-none-match': before } });
    expect(response.status).toBe(200);
    const after = response.headers.get('etag');
    expect(after).not.toBe(before);
    const page = await readJson<{ services: { name: string }[] }>(response);
    expect(page.services.map((s) => s.name)).toEqual(['Strength Coaching']);
    await expectNotModified(pagePath(), after ?? '', 'no-cache');
  });

  it("availability's ETag changes once a booking takes the last place in a slot", async () => {
    const before = await fresh(availabilityPath(), 'no-cache');
    const booked = await app.request(`${pagePath()}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(business.service.id, { time: '11:00' })),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);

    const response = await app.request(availabilityPath(), {
      headers: { 'if-none-match': before },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBe(before);
    const { days } = await readJson<{
      days: { slots: { time: string; status: string }[] }[];
    }>(response);
    expect(days[0]?.slots.find((slot) => slot.time === '11:00')?.status).not.toBe('available');
  });

  it('an error answer is no-store with no ETag, whatever If-None-Match says', async () => {
    const tag = await fresh(pagePath(), 'no-cache');
    const failures = [
      `/api/public/businesses/${UNKNOWN_BUSINESS}`,
      '/api/public/businesses/not-a-uuid',
      `/api/public/businesses/${UNKNOWN_BUSINESS}/reviews`,
      `${pagePath()}/availability?serviceId=${business.service.id}&date=not-a-date`,
      '/api/public/discover?lat=500&lng=36.8',
    ];
    for (const path of failures) {
      for (const headers of [undefined, { 'if-none-match': tag }, { 'if-none-match': '*' }]) {
        const response = await app.request(path, { headers });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        expect(response.headers.get('etag'), path).toBeNull();
      }
    }
  });

  it('a booking stays no-store with no ETag', async () => {
    const booked = await app.request(`${pagePath()}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(business.service.id, { time: '13:00' })),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { booking } = await readJson<BookingAnswer>(booked);
    const path = `/api/public/bookings/${booking.id}`;
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    // without a validator there is nothing to match: a conditional request still gets the body
    const again = await app.request(path, { headers: { 'if-none-match': '*' } });
    expect(again.status).toBe(200);
  });
});
