import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { services } from '../../src/server/db/schema/services';
import { cookieHeader } from '../support/auth-client';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const HAIRCUT = {
  name: 'Box braids',
  description: 'Medium knotless braids, hair included.',
  priceMinor: 350000,
  durationMinutes: 240,
};

interface ServiceView {
  id: string;
  name: string;
  description: string;
  category: string;
  transportDetails: Record<string, string> | null;
  priceMinor: number;
  currency: string;
  durationMinutes: number;
  isActive: boolean;
  createdAt: string;
  images: { id: string; url: string; position: number }[];
}

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

async function errorOf(response: Response) {
  return (
    await readJson<{ error: { code: string; message: string; fields?: Record<string, string> } }>(
      response,
    )
  ).error;
}

async function create(owner: Owner, body: object = HAIRCUT): Promise<ServiceView> {
  const response = await owner.client.post('/api/services', body);
  expect(response.status).toBe(201);
  return (await readJson<{ service: ServiceView }>(response)).service;
}

describe('services', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function rowsOf(businessId: string) {
    return app.db.select().from(services).where(eq(services.businessId, businessId));
  }

  async function serviceRow(id: string) {
    const [row] = await app.db.select().from(services).where(eq(services.id, id));
    return row;
  }

  it('needs a session and a business', async () => {
    expect((await fetch(new URL('/api/services', app.url))).status).toBe(401);
    const owner = await signedInOwner(app);
    const response = await owner.client.post('/api/services', HAIRCUT);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('no_business');
  });

  it('creates a service with the defaults and lists the newest first', async () => {
    const owner = await ownerWithBusiness(app);
    expect(await readJson(await owner.client.get('/api/services'))).toEqual({ services: [] });

    const first = await create(owner, {
      name: '  Pedicure ',
      description: 'Soak, scrub and polish.',
      priceMinor: 150000,
      durationMinutes: 'about an hour',
    });
    expect(first).toMatchObject({
      name: 'Pedicure',
      category: 'general',
      currency: 'KES',
      durationMinutes: 60,
      priceMinor: 150000,
      transportDetails: null,
      isActive: true,
      images: [],
    });
    const second = await create(owner, {
      ...HAIRCUT,
      category: 'other',
      currency: 'USD',
      priceMinor: 1550,
    });
    expect(second).toMatchObject({ currency: 'USD', priceMinor: 1550, durationMinutes: 240 });
    // the duration also defaults when it is missing altogether
    const third = await create(owner, { name: 'Wash', description: 'Quick wash.', priceMinor: 1 });
    expect(third.durationMinutes).toBe(60);

    const list = await readJson<{ services: ServiceView[] }>(
      await owner.client.get('/api/services'),
    );
    expect(list.services.map((service) => service.id)).toEqual([third.id, second.id, first.id]);
    // nothing of the owner's business id or other columns leaks into the view
    expect(Object.keys(list.services[0] ?? {}).sort()).toEqual(
      [
        'category',
        'createdAt',
        'currency',
        'description',
        'durationMinutes',
        'id',
        'images',
        'isActive',
        'name',
        'priceMinor',
        'transportDetails',
      ].sort(),
    );
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill in all required fields.'],
    [{ name: '   ' }, 'name', 'Please fill in all required fields.'],
    [{ description: '' }, 'description', 'Please fill in all required fields.'],
    [{ priceMinor: undefined }, 'priceMinor', 'Please fill in all required fields.'],
    [{ priceMinor: null }, 'priceMinor', 'Please fill in all required fields.'],
    [{ priceMinor: 0 }, 'priceMinor', 'Price must be greater than zero.'],
    [{ priceMinor: -500 }, 'priceMinor', 'Price must be greater than zero.'],
    [{ priceMinor: 10.5 }, 'priceMinor', 'Please enter a price such as 1500 or 15.50'],
    [{ priceMinor: 2 ** 31 }, 'priceMinor', 'Price must be at most 10,000,000'],
    [
      { durationMinutes: 2 },
      'durationMinutes',
      'Duration must be a whole number of minutes from 5 to 1440',
    ],
    [
      { durationMinutes: 1441 },
      'durationMinutes',
      'Duration must be a whole number of minutes from 5 to 1440',
    ],
    [{ currency: 'GBP' }, 'currency', 'Please choose KES, USD or EUR'],
    [{ category: 'beauty' }, 'category', 'Please choose a category'],
    [{ name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
  ])('refuses %j with its message and writes nothing', async (change, field, message) => {
    const owner = await ownerWithBusiness(app);
    const response = await owner.client.post('/api/services', { ...HAIRCUT, ...change });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields?.[field]).toBe(message);
    expect(await rowsOf(owner.businessId)).toEqual([]);
  });

  it('refuses a description over 2000 characters', async () => {
    const owner = await ownerWithBusiness(app);
    const response = await owner.client.post('/api/services', {
      ...HAIRCUT,
      description: 'd'.repeat(2001),
    });
    expect((await errorOf(response)).fields?.description).toBe(
      'Description must be at most 2000 characters',
    );
    expect(await rowsOf(owner.businessId)).toEqual([]);
  });

  it('keeps transport details only for transport services', async () => {
    const owner = await ownerWithBusiness(app);
    const details = { departure: ' Nairobi, Archives ', destination: 'Nakuru', vehicle: '' };
    const food = await create(owner, { ...HAIRCUT, category: 'food', transportDetails: details });
    expect(food.transportDetails).toBeNull();
    const shuttle = await create(owner, {
      ...HAIRCUT,
      category: 'transport',
      transportDetails: { ...details, smuggled: 'x' },
    });
    expect(shuttle.transportDetails).toEqual({
      departure: 'Nairobi, Archives',
      destination: 'Nakuru',
    });
    expect((await serviceRow(shuttle.id))?.transportDetails).toEqual({
      departure: 'Nairobi, Archives',
      destination: 'Nakuru',
    });
    // switching the category away drops them
    const response = await owner.client.request(`/api/services/${shuttle.id}`, {
      method: 'PUT',
      body: { ...HAIRCUT, category: 'general', transportDetails: details },
    });
    expect(response.status).toBe(200);
    expect((await serviceRow(shuttle.id))?.transportDetails).toBeNull();
  });

  it('edits a service', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await create(owner);
    const response = await owner.client.request(`/api/services/${service.id}`, {
      method: 'PUT',
      body: {
        name: 'Box braids (long)',
        description: 'Waist length.',
        priceMinor: 500000,
        durationMinutes: 300,
        currency: 'EUR',
        category: 'other',
      },
    });
    expect(response.status).toBe(200);
    expect((await readJson<{ service: ServiceView }>(response)).service).toMatchObject({
      id: service.id,
      name: 'Box braids (long)',
      priceMinor: 500000,
      durationMinutes: 300,
      currency: 'EUR',
      category: 'other',
      isActive: true,
    });
    expect(await serviceRow(service.id)).toMatchObject({ name: 'Box braids (long)' });
  });

  it('refuses an edit with its message and keeps the service as it was', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await create(owner);
    const before = await serviceRow(service.id);
    const response = await owner.client.request(`/api/services/${service.id}`, {
      method: 'PUT',
      body: { ...HAIRCUT, priceMinor: 0 },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Price must be greater than zero.');
    expect(await serviceRow(service.id)).toEqual(before);
  });

  it('deactivates and activates a service', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await create(owner);
    const off = await owner.client.request(`/api/services/${service.id}/status`, {
      method: 'PATCH',
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect((await readJson<{ service: ServiceView }>(off)).service.isActive).toBe(false);
    expect((await serviceRow(service.id))?.isActive).toBe(false);
    const on = await owner.client.request(`/api/services/${service.id}/status`, {
      method: 'PATCH',
      body: { isActive: true },
    });
    expect((await readJson<{ service: ServiceView }>(on)).service.isActive).toBe(true);
    expect((await serviceRow(service.id))?.isActive).toBe(true);

    const bad = await owner.client.request(`/api/services/${service.id}/status`, {
      method: 'PATCH',
      body: { isActive: 'no' },
    });
    expect(bad.status).toBe(400);
    expect((await serviceRow(service.id))?.isActive).toBe(true);
  });

  it('deletes a service that has no bookings', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await create(owner);
    const response = await owner.client.request(`/api/services/${service.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      outcome: 'deleted',
      message: 'Service deleted successfully',
    });
    expect(await serviceRow(service.id)).toBeUndefined();
    const again = await owner.client.request(`/api/services/${service.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('deactivates, never deletes, a service that has a booking, and the booking keeps it', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await create(owner);
    const [booking] = await app.db
      .insert(bookings)
      .values({
        businessId: owner.businessId,
        serviceId: service.id,
        bookingDate: '2030-03-04',
        bookingTime: '10:00',
        startsAt: new Date('2030-03-04T07:00:00Z'),
        endsAt: new Date('2030-03-04T11:00:00Z'),
        totalAmountMinor: service.priceMinor,
        currency: 'KES',
        ticketCode: 'KEEP7Q',
        customerName: 'Wanjiku',
        customerPhone: '+254712345678',
      })
      .returning();

    const response = await owner.client.request(`/api/services/${service.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    const body = await readJson<{ outcome: string; message: string; service: ServiceView }>(
      response,
    );
    expect(body).toMatchObject({
      outcome: 'deactivated',
      message: 'This service has bookings, so it was deactivated instead of deleted.',
      service: { id: service.id, isActive: false },
    });
    expect(await serviceRow(service.id)).toMatchObject({ isActive: false, name: HAIRCUT.name });
    const [kept] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking?.id ?? ''));
    expect(kept?.serviceId).toBe(service.id);
  });

  it('answers 404, never 500, to ids that are not the owner’s or not ids at all', async () => {
    const owner = await ownerWithBusiness(app);
    const other = await ownerWithBusiness(app, 'Other Salon');
    const theirs = await create(other);
    const before = await serviceRow(theirs.id);
    const ids = [
      theirs.id,
      theirs.id.toUpperCase(),
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      "1' OR '1'='1",
    ];
    for (const id of ids) {
      const path = `/api/services/${encodeURIComponent(id)}`;
      const requests = [
        owner.client.request(path, { method: 'PUT', body: HAIRCUT }),
        owner.client.request(`${path}/status`, { method: 'PATCH', body: { isActive: false } }),
        owner.client.request(path, { method: 'DELETE' }),
        owner.client.request(`${path}/images/${theirs.id}`, { method: 'DELETE' }),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.status, `${response.url}`).toBe(404);
        expect(await response.text()).not.toContain(HAIRCUT.name);
      }
    }
    expect(await serviceRow(theirs.id)).toEqual(before);
    const mine = await readJson<{ services: ServiceView[] }>(
      await owner.client.get('/api/services'),
    );
    expect(mine.services).toEqual([]);
  });

  it('answers 400 to bodies that are not a service, and 413 to a huge one', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await create(owner);
    for (const path of ['/api/services', `/api/services/${service.id}`]) {
      const method = path === '/api/services' ? 'POST' : 'PUT';
      for (const body of ['{not json', 'null', '[]', '"text"', '42']) {
        const response = await fetch(new URL(path, app.url), {
          method,
          body,
          headers: {
            'content-type': 'application/json',
            origin: app.url,
            cookie: cookieHeader(owner.client.cookies),
          },
        });
        expect(response.status, `${method} ${path} ${body}`).toBe(400);
      }
    }
    const huge = await owner.client.post('/api/services', {
      ...HAIRCUT,
      description: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    const status = await owner.client.request(`/api/services/${service.id}/status`, {
      method: 'PATCH',
      body: null,
    });
    expect(status.status).toBe(400);
    expect(await rowsOf(owner.businessId)).toHaveLength(1);
  });
});
