import { expect } from 'vitest';
import { reviews } from '../../src/server/db/schema/bookings';
import { readJson, type BookingAnswer, type ServiceAnswer } from './answers';
import { bookingBody } from './bookable';
import { ownerWithBusiness } from './owners';
import type { TestServer } from './test-server';

/** The public API's tests' world: a business with one of everything, and a key of each scope. */

export interface ApiWorld {
  owner: Awaited<ReturnType<typeof ownerWithBusiness>>;
  businessId: string;
  serviceId: string;
  staffId: string;
  bookingId: string;
  clientId: string;
  invoiceId: string;
  reviewId: string;
  /** A key that may read, and one that may read and write. */
  readKey: string;
  writeKey: string;
}

export async function makeApiKey(
  owner: { client: { post(path: string, body: object): Promise<Response> } },
  scope: 'read' | 'read_write',
): Promise<string> {
  const made = await owner.client.post('/api/business/api-keys', {
    name: `${scope} key`,
    scope,
    expiresInDays: 30,
  });
  expect(made.status, await made.clone().text()).toBe(201);
  return (await readJson<{ secret: string }>(made)).secret;
}

/** A business with a service, a staff member doing it, a booking with its client, an invoice and a review. */
export async function apiWorld(app: TestServer, name: string): Promise<ApiWorld> {
  const owner = await ownerWithBusiness(app, name);
  const created = await owner.client.post('/api/services', {
    name: 'Box braids',
    description: 'Medium box braids.',
    priceMinor: 350000,
  });
  expect(created.status).toBe(201);
  const { service } = await readJson<ServiceAnswer>(created);
  const hired = await owner.client.post('/api/staff', {
    name: 'Wanjiru Kamau',
    email: `wanjiru.${owner.businessId.slice(0, 8)}@example.com`,
    serviceIds: [service.id],
  });
  expect(hired.status).toBe(201);
  const { member } = await readJson<{ member: { id: string } }>(hired);
  const booked = await app.request(`/api/public/businesses/${owner.businessId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(bookingBody(service.id)),
  });
  expect(booked.status).toBe(201);
  const { booking } = await readJson<BookingAnswer>(booked);
  const { clients } = await readJson<{ clients: { id: string }[] }>(
    await owner.client.get('/api/clients'),
  );
  const clientId = clients[0]?.id ?? '';
  const invoiced = await owner.client.post('/api/invoices', {
    clientId,
    subtotalMinor: 350000,
    bookingId: booking.id,
  });
  expect(invoiced.status).toBe(201);
  const { invoice } = await readJson<{ invoice: { id: string } }>(invoiced);
  const [review] = await app.db
    .insert(reviews)
    .values({
      businessId: owner.businessId,
      bookingId: booking.id,
      rating: 5,
      customerName: 'Mary',
    })
    .returning({ id: reviews.id });
  return {
    owner,
    businessId: owner.businessId,
    serviceId: service.id,
    staffId: member.id,
    bookingId: booking.id,
    clientId,
    invoiceId: invoice.id,
    reviewId: review?.id ?? '',
    readKey: await makeApiKey(owner, 'read'),
    writeKey: await makeApiKey(owner, 'read_write'),
  };
}

/** A request to /api/v1 with a key. */
export function callV1(
  app: TestServer,
  secret: string | null,
  path: string,
  init: RequestInit = {},
) {
  const headers = new Headers(init.headers);
  if (secret) headers.set('authorization', `Bearer ${secret}`);
  return app.request(`/api/v1${path}`, { ...init, headers });
}
