import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBooking, ApiClient, ApiService } from '../../src/shared/api-v1/resources';
import { TEXT_LIMITS } from '../../src/shared/limits';
import { apiIdempotency } from '../../src/server/db/schema/api';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { services } from '../../src/server/db/schema/services';
import { readJson, type ErrorAnswer } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { nthSlot } from '../support/bookable';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

/**
 * The public API's writes (docs/plans/public-api.md §3.3, §3.5): bookings, clients and services by
 * the owner area's own rules and after-effects, and an Idempotency-Key that makes a retry safe.
 */

describe('the public API’s writes', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  let world: ApiWorld;
  let slot = 0;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
    world = await apiWorld(app, 'Writes Salon');
  });
  afterAll(() => close());

  const key = () => `retry-${Math.random().toString(36).slice(2)}`;

  function post(
    path: string,
    body: object | null,
    headers: Record<string, string> = {},
    secret = world.writeKey,
  ) {
    return callV1(app, secret, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === null ? undefined : JSON.stringify(body),
    });
  }

  function newBooking(overrides: Record<string, unknown> = {}) {
    return {
      serviceId: world.serviceId,
      ...nthSlot(slot++),
      client: {
        name: 'Njeri Wambui',
        phone: `07220${String(10000 + slot).slice(-5)}`,
        email: `njeri${slot}@example.com`,
      },
      ...overrides,
    };
  }

  async function bookingsOf(idempotencyKey: string) {
    return app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.businessId, world.businessId),
          eq(bookings.idempotencyKey, `api-${idempotencyKey}`),
        ),
      );
  }

  it('books as the desk would, tells the client, and answers a retry with the first answer', async () => {
    const retryKey = key();
    const body = newBooking();
    const first = await post('/bookings', body, { 'idempotency-key': retryKey });
    expect(first.status, await first.clone().text()).toBe(201);
    const made = await readJson<ApiBooking>(first);
    expect(made).toMatchObject({
      source: 'api',
      status: 'confirmed',
      date: body.date,
      time: body.time,
    });
    expect(made.clientId).not.toBeNull();
    await mail.nextMailTo(body.client.email);
    const again = await post('/bookings', body, { 'idempotency-key': retryKey });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect((await readJson<ApiBooking>(again)).id).toBe(made.id);
    expect(await bookingsOf(retryKey)).toHaveLength(1);
    // the same key with another request
    const reused = await post('/bookings', newBooking(), { 'idempotency-key': retryKey });
    expect(reused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(reused)).error.code).toBe('idempotency_key_reused');
  });

  it('makes one booking of many requests at once with one key', async () => {
    const retryKey = key();
    const body = newBooking();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/bookings', body, { 'idempotency-key': retryKey })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(201);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect((await readJson<ErrorAnswer>(answer)).error.code).toBe('idempotency_in_progress');
    }
    expect(await bookingsOf(retryKey)).toHaveLength(1);
  });

  it('runs a request again after its process stopped mid-way, and still books once', async () => {
    const retryKey = key();
    const body = newBooking();
    const first = await post('/bookings', body, { 'idempotency-key': retryKey });
    expect(first.status).toBe(201);
    const made = await readJson<ApiBooking>(first);
    // as if the process stopped after the booking committed and before its answer was kept
    await app.db
      .update(apiIdempotency)
      .set({
        state: 'running',
        responseStatus: null,
        responseBody: null,
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(
        and(eq(apiIdempotency.businessId, world.businessId), eq(apiIdempotency.key, retryKey)),
      );
    const retried = await post('/bookings', body, { 'idempotency-key': retryKey });
    expect(retried.status).toBe(201);
    expect((await readJson<ApiBooking>(retried)).id).toBe(made.id);
    expect(await bookingsOf(retryKey)).toHaveLength(1);
  });

  it('refuses a create without a key, a bad key, and a key that may only read', async () => {
    const missing = await post('/bookings', newBooking());
    expect(missing.status).toBe(400);
    expect((await readJson<ErrorAnswer>(missing)).error.code).toBe('idempotency_key_missing');
    const bad = await post('/bookings', newBooking(), { 'idempotency-key': 'short' });
    expect(bad.status).toBe(400);
    expect((await readJson<ErrorAnswer>(bad)).error.fields).toHaveProperty('Idempotency-Key');
    const reader = await post(
      '/bookings',
      newBooking(),
      { 'idempotency-key': key() },
      world.readKey,
    );
    expect(reader.status).toBe(403);
    expect((await readJson<ErrorAnswer>(reader)).error.code).toBe('insufficient_scope');
    const invalid = await post(
      '/bookings',
      { serviceId: world.serviceId },
      { 'idempotency-key': key() },
    );
    expect(invalid.status).toBe(400);
    expect((await readJson<ErrorAnswer>(invalid)).error.fields).toHaveProperty('date');
  });

  it('keeps the owner area’s rules: a taken slot, completing what cannot be, and a move', async () => {
    const body = newBooking({ staffId: world.staffId });
    const made = await readJson<ApiBooking>(
      await post('/bookings', body, { 'idempotency-key': key() }),
    );
    // the same staff member at the same time: taken, and the refusal is the key's answer
    const clashKey = key();
    const clash = { ...newBooking({ staffId: world.staffId }), date: body.date, time: body.time };
    const taken = await post('/bookings', clash, { 'idempotency-key': clashKey });
    expect(taken.status).toBe(409);
    const takenAgain = await post('/bookings', clash, { 'idempotency-key': clashKey });
    expect(takenAgain.status).toBe(409);
    expect(takenAgain.headers.get('idempotency-replayed')).toBe('true');
    // not begun yet
    const early = await post(`/bookings/${made.id}/complete`, null);
    expect(early.status).toBe(409);
    expect((await readJson<ErrorAnswer>(early)).error.code).toBe('not_started');
    // moved to another free time, and the client hears of it
    const to = nthSlot(slot++);
    const moved = await post(`/bookings/${made.id}/reschedule`, to, { 'idempotency-key': key() });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await readJson<ApiBooking>(moved)).toMatchObject({ date: to.date, time: to.time });
    const email = body.client.email;
    await mail.nextMailTo(email);
    await mail.nextMailTo(email);
    // cancelled: the client is told, twice asked is the same answer, and it cannot then be completed
    const cancelled = await post(`/bookings/${made.id}/cancel`, null);
    expect(cancelled.status).toBe(200);
    expect(await readJson<ApiBooking>(cancelled)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'business',
    });
    const told = await mail.nextMailTo(email);
    expect(told.subject.toLowerCase()).toContain('cancel');
    expect((await post(`/bookings/${made.id}/cancel`, null)).status).toBe(200);
    const afterCancel = await post(`/bookings/${made.id}/complete`, null);
    expect(afterCancel.status).toBe(409);
    expect((await readJson<ErrorAnswer>(afterCancel)).error.code).toBe('cancelled_cannot_complete');
    // another business's booking is not there to change
    expect((await post('/bookings/00000000-0000-4000-8000-000000000000/cancel', null)).status).toBe(
      404,
    );
  });

  function patch(path: string, body: object, secret = world.writeKey) {
    return callV1(app, secret, path, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** The owner's own screen asked the same: its refusal is the one the API must give. */
  async function ownerRefusal(method: 'POST' | 'PUT', path: string, body: object) {
    const answer = await world.owner.client.request(`/api${path}`, { method, body });
    expect(answer.status, await answer.clone().text()).toBe(400);
    return readJson<ErrorAnswer>(answer);
  }

  async function expectSameRefusal(answer: Response, owner: Promise<ErrorAnswer>) {
    expect(answer.status, await answer.clone().text()).toBe(400);
    const refusal = await readJson<ErrorAnswer>(answer);
    expect(refusal.error.code).toBe('validation');
    expect(refusal).toEqual(await owner);
  }

  const clientRows = (phone: string) =>
    app.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.businessId, world.businessId), eq(clients.phone, phone)));

  it('adds a client as the Clients screen does, once however often it is retried', async () => {
    const retryKey = key();
    const body = { name: '  Amina Hassan ', phone: '0712 345 601', email: 'Amina@Example.com' };
    const first = await post('/clients', body, { 'idempotency-key': retryKey });
    expect(first.status, await first.clone().text()).toBe(201);
    const made = await readJson<ApiClient>(first);
    expect(made).toMatchObject({
      name: 'Amina Hassan',
      phone: '+254712345601',
      email: 'amina@example.com',
      notes: null,
    });
    const again = await post('/clients', body, { 'idempotency-key': retryKey });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect((await readJson<ApiClient>(again)).id).toBe(made.id);
    expect(await clientRows('+254712345601')).toHaveLength(1);
    // the same phone written another way is the same client: refused, as the screen refuses it
    const twin = await post(
      '/clients',
      { name: 'Amina H.', phone: '+254 712 345 601' },
      { 'idempotency-key': key() },
    );
    expect(twin.status).toBe(409);
    expect((await readJson<ErrorAnswer>(twin)).error).toMatchObject({
      code: 'client_exists',
      fields: { phone: expect.any(String) as string },
    });
    expect(await clientRows('+254712345601')).toHaveLength(1);
    const missing = await post('/clients', body);
    expect((await readJson<ErrorAnswer>(missing)).error.code).toBe('idempotency_key_missing');
  });

  it('keeps a new client and its kept answer together: a crash between them leaves neither', async () => {
    const retryKey = key();
    const name = `Wanjiku ${retryKey}`;
    const namedRows = () =>
      app.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.businessId, world.businessId), eq(clients.name, name)));
    // the answer cannot be kept, as if the process stopped there: the client goes with it
    await app.db.execute(
      sql.raw(`CREATE FUNCTION keep_fails() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the process stopped'; END $$;
        CREATE TRIGGER keep_fails BEFORE UPDATE ON api_idempotency FOR EACH ROW
          WHEN (NEW.key = '${retryKey}' AND NEW.state = 'done') EXECUTE FUNCTION keep_fails();`),
    );
    try {
      const first = await post('/clients', { name }, { 'idempotency-key': retryKey });
      expect(first.status).toBe(500);
      expect(await namedRows()).toHaveLength(0);
    } finally {
      await app.db.execute(
        sql.raw('DROP TRIGGER keep_fails ON api_idempotency; DROP FUNCTION keep_fails();'),
      );
    }
    // its retry makes the client, once
    const retried = await post('/clients', { name }, { 'idempotency-key': retryKey });
    expect(retried.status).toBe(201);
    const again = await post('/clients', { name }, { 'idempotency-key': retryKey });
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await namedRows()).toHaveLength(1);
  });

  it('changes only the client’s fields sent, by the same rules', async () => {
    const made = await readJson<ApiClient>(
      await post(
        '/clients',
        { name: 'Baraka Otieno', phone: '0712345602', email: 'baraka@example.com' },
        { 'idempotency-key': key() },
      ),
    );
    const noted = await patch(`/clients/${made.id}`, { notes: ' Prefers mornings ' });
    expect(noted.status, await noted.clone().text()).toBe(200);
    const changed = await readJson<ApiClient>(noted);
    expect(changed).toMatchObject({
      id: made.id,
      name: 'Baraka Otieno',
      phone: '+254712345602',
      email: 'baraka@example.com',
      notes: 'Prefers mornings',
    });
    const cleared = await readJson<ApiClient>(await patch(`/clients/${made.id}`, { email: null }));
    expect(cleared).toMatchObject({
      email: null,
      phone: '+254712345602',
      notes: 'Prefers mornings',
    });
    // two changes of different fields at once: neither undoes the other
    const [renamed, renoted] = await Promise.all([
      patch(`/clients/${made.id}`, { name: 'Baraka O. Otieno' }),
      patch(`/clients/${made.id}`, { notes: 'Prefers evenings' }),
    ]);
    expect([renamed.status, renoted.status]).toEqual([200, 200]);
    const [both] = await app.db
      .select({ name: clients.name, notes: clients.notes })
      .from(clients)
      .where(eq(clients.id, made.id));
    expect(both).toEqual({ name: 'Baraka O. Otieno', notes: 'Prefers evenings' });
    expect((await patch(`/clients/${made.id}`, { name: 'Baraka Otieno' })).status).toBe(200);
    // another client's phone
    const taken = await patch(`/clients/${made.id}`, { phone: '0712345601' });
    expect(taken.status).toBe(409);
    expect((await readJson<ErrorAnswer>(taken)).error.code).toBe('client_exists');
    // a refusal of the owner's screen is the API's refusal, word for word
    const ownerBody = { name: 'Baraka Otieno' };
    for (const wrong of [
      { phone: '12' },
      { name: 'N'.repeat(TEXT_LIMITS.name + 1) },
      { name: '   ' },
      { email: 'not-an-email' },
    ]) {
      await expectSameRefusal(
        await patch(`/clients/${made.id}`, wrong),
        ownerRefusal('PUT', `/clients/${made.id}`, { ...ownerBody, ...wrong }),
      );
      await expectSameRefusal(
        await post('/clients', { ...ownerBody, ...wrong }, { 'idempotency-key': key() }),
        ownerRefusal('POST', '/clients', { ...ownerBody, ...wrong }),
      );
    }
    const [stored] = await app.db.select().from(clients).where(eq(clients.id, made.id));
    expect(stored).toMatchObject({ name: 'Baraka Otieno', phone: '+254712345602', email: null });
    // a key that may only read changes nothing
    const reader = await patch(`/clients/${made.id}`, { name: 'Someone Else' }, world.readKey);
    expect(reader.status).toBe(403);
    expect((await readJson<ErrorAnswer>(reader)).error.code).toBe('insufficient_scope');
    const readerMade = await post(
      '/clients',
      { name: 'Someone Else' },
      { 'idempotency-key': key() },
      world.readKey,
    );
    expect(readerMade.status).toBe(403);
    expect((await readJson<ErrorAnswer>(readerMade)).error.code).toBe('insufficient_scope');
    const [unchanged] = await app.db.select().from(clients).where(eq(clients.id, made.id));
    expect(unchanged?.name).toBe('Baraka Otieno');
  });

  it('adds and changes a service as the Services screen does', async () => {
    const retryKey = key();
    const name = `Cornrows ${retryKey}`;
    const body = { name, description: 'Neat cornrows.', priceMinor: 150000, durationMinutes: 45 };
    const first = await post('/services', body, { 'idempotency-key': retryKey });
    expect(first.status, await first.clone().text()).toBe(201);
    const made = await readJson<ApiService>(first);
    expect(made).toMatchObject({
      name,
      category: 'general',
      currency: 'KES',
      priceMinor: 150000,
      durationMinutes: 45,
      isActive: true,
    });
    const again = await post('/services', body, { 'idempotency-key': retryKey });
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect((await readJson<ApiService>(again)).id).toBe(made.id);
    const rows = await app.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.businessId, world.businessId), eq(services.name, name)));
    expect(rows).toHaveLength(1);
    // only what is sent changes: the duration, category and currency stay as they were
    const repriced = await patch(`/services/${made.id}`, { priceMinor: 200000, category: 'other' });
    expect(repriced.status, await repriced.clone().text()).toBe(200);
    expect(await readJson<ApiService>(repriced)).toMatchObject({
      name,
      priceMinor: 200000,
      category: 'other',
      durationMinutes: 45,
      currency: 'KES',
    });
    const ownerBody = { name: 'Cornrows', description: 'Neat cornrows.', priceMinor: 150000 };
    for (const wrong of [
      { name: 'N'.repeat(TEXT_LIMITS.name + 1) },
      { priceMinor: 0 },
      { priceMinor: 1.5 },
      { durationMinutes: 3 },
      { currency: 'GBP' },
    ]) {
      await expectSameRefusal(
        await patch(`/services/${made.id}`, wrong),
        ownerRefusal('PUT', `/services/${made.id}`, { ...ownerBody, ...wrong }),
      );
      await expectSameRefusal(
        await post('/services', { ...ownerBody, ...wrong }, { 'idempotency-key': key() }),
        ownerRefusal('POST', '/services', { ...ownerBody, ...wrong }),
      );
    }
    const [stored] = await app.db.select().from(services).where(eq(services.id, made.id));
    expect(stored).toMatchObject({ name, priceMinor: 200000, durationMinutes: 45 });
    const reader = await patch(`/services/${made.id}`, { priceMinor: 1 }, world.readKey);
    expect(reader.status).toBe(403);
    expect((await readJson<ErrorAnswer>(reader)).error.code).toBe('insufficient_scope');
    const readerMade = await post('/services', body, { 'idempotency-key': key() }, world.readKey);
    expect(readerMade.status).toBe(403);
    expect((await readJson<ErrorAnswer>(readerMade)).error.code).toBe('insufficient_scope');
  });
});
