import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type ErrorAnswer } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { eq } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema/bookings';
import { bookableDate, nthSlot } from '../support/bookable';
import { buildBooking } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Tenancy of the public API (docs/plans/public-api.md §4): a key of business A, over every route
 * the server has under /api/v1, never reads anything of business B, whether B's ids are in the
 * path, in a filter, or nowhere.
 */

describe('tenancy of the public API: a key reaches only its own business', () => {
  let app: TestServer;
  let mine: ApiWorld;
  let theirs: ApiWorld;
  beforeAll(async () => {
    app = await startTestServer();
    mine = await apiWorld(app, 'Keyed Salon');
    theirs = await apiWorld(app, 'Neighbour Spa');
  });
  afterAll(() => app.close());

  const idsOf = (world: ApiWorld) => [
    world.businessId,
    world.serviceId,
    world.staffId,
    world.bookingId,
    world.clientId,
    world.invoiceId,
    world.reviewId,
  ];

  it('answers 404 for another business’s ids, and lists none of its rows, on every route', async () => {
    const routes = app.server.routes
      .filter((route) => route.method === 'GET' && route.path.startsWith('/api/v1/'))
      .map((route) => route.path.slice('/api/v1'.length))
      .filter((path, i, all) => all.indexOf(path) === i && path !== '/openapi.json');
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const theirIds: Record<string, string> = {
      serviceId: theirs.serviceId,
      staffId: theirs.staffId,
      bookingId: theirs.bookingId,
      clientId: theirs.clientId,
      invoiceId: theirs.invoiceId,
    };
    const date = bookableDate();
    // each list with B's ids in every filter it takes: nothing of B's, and nothing of A's either
    const filtered: Record<string, string[]> = {
      '/bookings': [
        `?serviceId=${theirs.serviceId}`,
        `?staffId=${theirs.staffId}`,
        `?clientId=${theirs.clientId}`,
      ],
      '/availability': [
        `?serviceId=${theirs.serviceId}&date=${date}`,
        `?serviceId=${mine.serviceId}&staffId=${theirs.staffId}&date=${date}`,
      ],
    };
    const swept: string[] = [];
    for (const route of routes) {
      if (route.includes(':')) {
        const path = route.replace(/:(\w+)/g, (_, name: string) => theirIds[name] ?? 'unknown');
        expect(path, `a target id for ${route}`).not.toContain('unknown');
        const answer = await callV1(app, mine.writeKey, path);
        expect(answer.status, `${route}: ${await answer.clone().text()}`).toBe(404);
        expect((await readJson<ErrorAnswer>(answer)).error.code).toBe('not_found');
        swept.push(route);
        continue;
      }
      if (route === '/availability') {
        for (const query of filtered[route] ?? []) {
          const answer = await callV1(app, mine.writeKey, route + query);
          expect(answer.status, query).toBe(404);
        }
        swept.push(route);
        continue;
      }
      const listed = await callV1(app, mine.writeKey, route);
      expect(listed.status, route).toBe(200);
      const text = await listed.text();
      for (const id of idsOf(theirs)) expect(text, `${route} shows ${id}`).not.toContain(id);
      expect(text).toContain(
        route === '/reviews' ? mine.reviewId : route === '/staff' ? mine.staffId : '"data":[{',
      );
      for (const query of filtered[route] ?? []) {
        const answer = await callV1(app, mine.writeKey, route + query);
        expect(answer.status, query).toBe(200);
        expect(await readJson<{ data: unknown[] }>(answer)).toEqual({ data: [], nextCursor: null });
      }
      swept.push(route);
    }
    expect(swept).toEqual(routes);
  });

  it('changes nothing of another business’s through any write, and books nothing with its ids', async () => {
    const before = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, theirs.businessId));
    const writes = app.server.routes
      .filter((route) => route.method === 'POST' && route.path.startsWith('/api/v1/'))
      .map((route) => route.path.slice('/api/v1'.length))
      .filter((path, i, all) => all.indexOf(path) === i);
    expect(writes.length).toBeGreaterThanOrEqual(4);
    const slot = nthSlot(30);
    let retry = 0;
    const post = (path: string, body: object) =>
      callV1(app, mine.writeKey, path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `tenancy-${retry++}-key`,
        },
        body: JSON.stringify(body),
      });
    for (const route of writes) {
      if (route.includes(':')) {
        const path = route.replace(':bookingId', theirs.bookingId);
        expect(path, route).not.toContain(':');
        const answer = await post(path, slot);
        expect(answer.status, `${route}: ${await answer.clone().text()}`).toBe(404);
        continue;
      }
      expect(route).toBe('/bookings');
      const cases: [object, string][] = [
        [{ serviceId: theirs.serviceId, ...slot, clientId: mine.clientId }, 'service_not_found'],
        [{ serviceId: mine.serviceId, ...slot, clientId: theirs.clientId }, 'client_not_found'],
        [
          { serviceId: mine.serviceId, staffId: theirs.staffId, ...slot, clientId: mine.clientId },
          'staff_not_found',
        ],
      ];
      for (const [body, code] of cases) {
        const answer = await post(route, body);
        expect(answer.status, JSON.stringify(body)).toBe(404);
        expect((await readJson<ErrorAnswer>(answer)).error.code).toBe(code);
      }
    }
    const after = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, theirs.businessId));
    expect(after).toEqual(before);
    const mineNow = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, mine.businessId));
    expect(mineNow).toHaveLength(1);
  });

  it('reads only A’s rows with a cursor B’s key was given', async () => {
    await buildBooking(app.db, { businessId: theirs.businessId, serviceId: theirs.serviceId });
    const page = await readJson<{ nextCursor: string | null }>(
      await callV1(app, theirs.readKey, '/bookings?limit=1&order=-starts_at'),
    );
    expect(page.nextCursor).not.toBeNull();
    const answer = await callV1(
      app,
      mine.readKey,
      `/bookings?limit=1&order=-starts_at&cursor=${page.nextCursor}`,
    );
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const id of idsOf(theirs)) expect(text).not.toContain(id);
  });
});
