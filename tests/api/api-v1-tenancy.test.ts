import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type ErrorAnswer } from '../support/answers';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { eq } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { services } from '../../src/server/db/schema/services';
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
    const rowsOf = async (world: ApiWorld) => ({
      bookings: await app.db
        .select()
        .from(bookings)
        .where(eq(bookings.businessId, world.businessId)),
      clients: await app.db.select().from(clients).where(eq(clients.businessId, world.businessId)),
      services: await app.db
        .select()
        .from(services)
        .where(eq(services.businessId, world.businessId)),
    });
    const before = await rowsOf(theirs);
    const writes = app.server.routes
      .filter(
        (route) => !['GET', 'ALL'].includes(route.method) && route.path.startsWith('/api/v1/'),
      )
      .map((route) => `${route.method} ${route.path.slice('/api/v1'.length)}`)
      .filter((write, i, all) => all.indexOf(write) === i);
    expect(writes.length).toBeGreaterThanOrEqual(8);
    const slot = nthSlot(30);
    // each write's body, fit to be done were the id the key's own
    const bodies: Record<string, object> = {
      '/bookings': slot,
      '/clients': { name: 'Taken Over', phone: '0712345690', notes: 'Moved.' },
      '/services': { name: 'Taken over', description: 'Moved.', priceMinor: 100 },
    };
    const bodyOf = (path: string) =>
      Object.entries(bodies).find(([family]) => path.startsWith(family))?.[1] ?? {};
    const theirIds: Record<string, string> = {
      bookingId: theirs.bookingId,
      clientId: theirs.clientId,
      serviceId: theirs.serviceId,
    };
    let retry = 0;
    const send = (method: string, path: string, body: object) =>
      callV1(app, mine.writeKey, path, {
        method,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `tenancy-${retry++}-key`,
        },
        body: JSON.stringify(body),
      });
    const swept: string[] = [];
    for (const write of writes) {
      const [method = '', route = ''] = write.split(' ');
      swept.push(write);
      if (route.includes(':')) {
        const path = route.replace(/:(\w+)/g, (_, name: string) => theirIds[name] ?? ':unknown');
        expect(path, route).not.toContain(':');
        const answer = await send(method, path, bodyOf(route));
        expect(answer.status, `${write}: ${await answer.clone().text()}`).toBe(404);
        expect((await readJson<ErrorAnswer>(answer)).error.code).toBe('not_found');
        continue;
      }
      if (route !== '/bookings') {
        // a create names no other row: what it makes is the key's business's
        const answer = await send(method, route, bodyOf(route));
        expect(answer.status, `${write}: ${await answer.clone().text()}`).toBe(201);
        const { id } = await readJson<{ id: string }>(answer);
        const table = route === '/clients' ? clients : services;
        const [made] = await app.db
          .select({ businessId: table.businessId })
          .from(table)
          .where(eq(table.id, id));
        expect(made?.businessId).toBe(mine.businessId);
        continue;
      }
      const cases: [object, string][] = [
        [{ serviceId: theirs.serviceId, ...slot, clientId: mine.clientId }, 'service_not_found'],
        [{ serviceId: mine.serviceId, ...slot, clientId: theirs.clientId }, 'client_not_found'],
        [
          { serviceId: mine.serviceId, staffId: theirs.staffId, ...slot, clientId: mine.clientId },
          'staff_not_found',
        ],
      ];
      for (const [body, code] of cases) {
        const answer = await send(method, route, body);
        expect(answer.status, JSON.stringify(body)).toBe(404);
        expect((await readJson<ErrorAnswer>(answer)).error.code).toBe(code);
      }
    }
    expect(swept).toEqual(
      expect.arrayContaining([
        'POST /clients',
        'PATCH /clients/:clientId',
        'POST /services',
        'PATCH /services/:serviceId',
      ]),
    );
    expect(await rowsOf(theirs)).toEqual(before);
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
