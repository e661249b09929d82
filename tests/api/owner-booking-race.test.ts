import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authClient, registerAccount, type AuthClient } from '../support/auth-client';
import { bookableDate, bookingBody, GENERAL_SETTINGS } from '../support/bookable';
import { startMailServer, type MailServer } from '../support/mail-server';
import { startServers, stopServerProcesses } from '../support/spawn-server';
import { freshDatabase, type FreshDatabase, type TestServer } from '../support/test-server';
import {
  readJson,
  type BookingAnswer,
  type BusinessAnswer,
  type ServiceAnswer,
} from '../support/answers';

// PostgreSQL runs two server processes on one database; the embedded database allows one process
const PROCESSES = inject('databaseSnapshot').kind === 'postgres' ? 2 : 1;

describe(`the front desk racing for the last place through ${PROCESSES} server process(es)`, () => {
  let database: FreshDatabase;
  let mail: MailServer;
  let urls: string[] = [];
  /** The owner, signed in once; the session cookie works on every process. */
  let owner: AuthClient;
  let fixture: { businessId: string; serviceId: string };

  beforeAll(async () => {
    database = await freshDatabase();
    mail = await startMailServer();
    ({ urls } = await startServers(PROCESSES, { ...database.env, SMTP_URL: mail.url }));
    const first = { url: urls[0] } as TestServer;
    const account = await registerAccount(first, mail);
    owner = authClient(first);
    expect((await owner.signIn(account.email, account.password)).status).toBe(200);
    const created = await owner.post('/api/business', {
      name: 'Last Place Salon',
      email: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: '',
    });
    const { business } = await readJson<BusinessAnswer>(created);
    const service = await owner.post('/api/services', {
      name: 'Cornrows',
      description: 'Neat cornrows.',
      priceMinor: 150_000,
      durationMinutes: 60,
    });
    expect(service.status).toBe(201);
    const { service: made } = await readJson<ServiceAnswer>(service);
    fixture = { businessId: business.id, serviceId: made.id };
  }, 90_000);

  afterAll(async () => {
    await stopServerProcesses();
    await mail.close();
    await database.drop();
  });

  const at = (i: number) => urls[i % urls.length] ?? '';
  /** The owner's request through process i. */
  const asOwner = (i: number, path: string, method: string, body?: unknown) =>
    owner.request(`${at(i)}${path}`, { method, body });

  async function setCapacity(capacity: number) {
    const response = await owner.request('/api/business/settings/general', {
      method: 'PUT',
      body: { ...GENERAL_SETTINGS, maxBookingsPerSlot: capacity, sendReminders: false },
    });
    expect(response.status).toBe(200);
  }

  async function publicBooking(i: number, date: string, time: string) {
    return fetch(`${at(i)}/api/public/businesses/${fixture.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(fixture.serviceId, {
          date,
          time,
          idempotencyKey: `race-${i}-${Math.random().toString(36).slice(2)}`,
        }),
      ),
    });
  }

  it('brings back exactly one of six cancelled bookings into a slot with one place left', async () => {
    await setCapacity(7);
    const date = bookableDate(6);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await publicBooking(i, date, '10:00');
      expect(response.status).toBe(201);
      ids.push((await readJson<BookingAnswer>(response)).booking.id);
    }
    // one stays; six are cancelled; then the slot shrinks to two places, so one is left
    for (const id of ids.slice(1)) {
      expect(
        (await asOwner(0, `/api/bookings/${id}/status`, 'PATCH', { status: 'cancelled' })).status,
      ).toBe(200);
    }
    await setCapacity(2);
    const results = await Promise.all(
      ids
        .slice(1)
        .map((id, i) => asOwner(i, `/api/bookings/${id}/status`, 'PATCH', { status: 'confirmed' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('gives the last place to exactly one of the front desk and the public, racing', async () => {
    await setCapacity(1);
    const date = bookableDate(7);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? asOwner(i, '/api/bookings', 'POST', {
            serviceId: fixture.serviceId,
            date,
            time: '11:00',
            client: { name: `Walk-in ${i}`, phone: `07220010${String(i).padStart(2, '0')}` },
            idempotencyKey: `desk-${i}-${Date.now()}`,
          })
        : publicBooking(i, date, '11:00'),
    );
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});
