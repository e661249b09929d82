import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBooking } from '../../src/shared/api-v1/resources';
import { apiIdempotency } from '../../src/server/db/schema/api';
import { bookings } from '../../src/server/db/schema/bookings';
import { readJson, type ErrorAnswer } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { nthSlot } from '../support/bookable';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';

/**
 * The public API's booking writes (docs/plans/public-api.md §3.3, §3.5): the owner area's rules
 * and after-effects, and an Idempotency-Key that makes a retry safe.
 */

describe('the public API’s booking writes', () => {
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
});
