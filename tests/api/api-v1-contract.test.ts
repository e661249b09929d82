import SwaggerParser from '@apidevtools/swagger-parser';
import type Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V1_OPERATIONS } from '../../src/server/api-v1/operations';
import { apiWorld, callV1, type ApiWorld } from '../support/api-v1';
import { bookableDate, nthSlot } from '../support/bookable';
import { buildBooking } from '../support/factories';
import { openApiValidator, pointerToken } from '../support/openapi-validator';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The public API against its own document (docs/plans/public-api.md §4): the document is valid
 * OpenAPI 3.1, names every route the server has under /api/v1 and no other, its examples fit its
 * schemas, and every answer of every route, refusals included, fits the document's entry for its
 * status.
 */

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
};

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

describe('the public API and its OpenAPI document', () => {
  let app: TestServer;
  let world: ApiWorld;
  let document: Document;
  let ajv: Ajv2020;
  const checked = new Map<string, Set<number>>();

  beforeAll(async () => {
    app = await startTestServer();
    world = await apiWorld(app, 'Contract Salon');
    const served = await app.request('/api/v1/openapi.json');
    expect(served.status).toBe(200);
    document = (await served.json()) as Document;
    ajv = openApiValidator(document);
  });
  afterAll(() => app.close());

  /** The answer checked against the document's entry for the route and its status. */
  async function fits(path: string, method: string, response: Response) {
    const status = response.status;
    const entry = document.paths[path]?.[method];
    expect(entry, `${method} ${path} is in the document`).toBeDefined();
    expect(
      entry?.responses[String(status)],
      `${method} ${path} documents ${status}: ${await response.clone().text()}`,
    ).toBeDefined();
    const validate = ajv.getSchema(
      `openapi#/paths/${pointerToken(path)}/${method}/responses/${status}/content/${pointerToken('application/json')}/schema`,
    );
    const body: unknown = await response.json();
    expect(validate?.(body), JSON.stringify(validate?.errors) + JSON.stringify(body)).toBe(true);
    const seen = checked.get(`${method} ${path}`) ?? new Set<number>();
    seen.add(status);
    checked.set(`${method} ${path}`, seen);
    return body;
  }

  it('is a valid OpenAPI 3.1 document', async () => {
    const copy = structuredClone(document);
    await expect(SwaggerParser.validate(copy as never)).resolves.toBeTruthy();
    expect((document as unknown as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('names every route under /api/v1, and only those', () => {
    const served = app.server.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
      .map(
        (route) =>
          `${route.method.toLowerCase()} ${route.path.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`,
      );
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(new Set(served)).toEqual(new Set(documented));
  });

  it('gives each resource and each webhook body an example that fits its schema', () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(schema.examples, name).toHaveLength(1);
      const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
      expect(validate?.(schema.examples?.[0]), `${name}: ${JSON.stringify(validate?.errors)}`).toBe(
        true,
      );
    }
  });

  it('answers every route, and every refusal, as the document says', async () => {
    // a booking already begun (to complete), and two ahead (to cancel and to move)
    const begun = await buildBooking(app.db, {
      businessId: world.businessId,
      serviceId: world.serviceId,
      startsAt: new Date(Date.now() - 30 * 60_000),
      endsAt: new Date(Date.now() + 30 * 60_000),
      status: 'confirmed',
    });
    const ahead = async () =>
      (await buildBooking(app.db, { businessId: world.businessId, serviceId: world.serviceId })).id;
    const ids: Record<string, Record<string, string>> = {
      completeBooking: { bookingId: begun.id },
      cancelBooking: { bookingId: await ahead() },
      rescheduleBooking: { bookingId: await ahead() },
    };
    const fixed: Record<string, string> = {
      serviceId: world.serviceId,
      staffId: world.staffId,
      bookingId: world.bookingId,
      clientId: world.clientId,
      invoiceId: world.invoiceId,
    };
    const asked: Record<string, string> = {
      getAvailability: `?serviceId=${world.serviceId}&date=${bookableDate()}&days=2`,
    };
    const bodies: Record<string, object> = {
      createBooking: {
        serviceId: world.serviceId,
        staffId: world.staffId,
        ...nthSlot(3),
        clientId: world.clientId,
      },
      rescheduleBooking: nthSlot(5),
      createService: { name: 'Cornrows', description: 'Neat cornrows.', priceMinor: 150000 },
      updateService: { description: 'Medium box braids, hair included.' },
      createClient: { name: 'Contract Client', phone: '0712 345 680' },
      updateClient: { notes: 'Prefers mornings.' },
    };
    let retry = 0;
    const send = (path: string, method: string, secret: string | null, body?: object) =>
      callV1(app, secret, path, {
        // fetch upper-cases only the methods it knows well: patch would go as it is
        method: method.toUpperCase(),
        headers: body
          ? { 'content-type': 'application/json', 'idempotency-key': `contract-${retry++}-key` }
          : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    for (const operation of API_V1_OPERATIONS) {
      const at = { ...fixed, ...ids[operation.id] };
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => at[name] ?? '');
      const query = asked[operation.id] ?? (operation.isList ? '?limit=1' : '');
      const secret = operation.scope === 'write' ? world.writeKey : world.readKey;
      const body = operation.method === 'get' ? undefined : (bodies[operation.id] ?? {});
      const answer = await send(path + query, operation.method, secret, body);
      expect(answer.status, `${operation.id}: ${await answer.clone().text()}`).toBe(
        operation.response.status,
      );
      const answered = await fits(operation.path, operation.method, answer);
      if (operation.isList) expect((answered as { data: unknown[] }).data).toHaveLength(1);
      // without a key
      await fits(
        operation.path,
        operation.method,
        await send(path + query, operation.method, null),
      );
      if (operation.scope === 'write') {
        const refused = await send(path, operation.method, world.readKey, body);
        expect(refused.status).toBe(403);
        await fits(operation.path, operation.method, refused);
      }
      if (operation.isCreate) {
        const refused = await callV1(app, world.writeKey, path, { method: 'POST' });
        expect(refused.status).toBe(400);
        await fits(operation.path, operation.method, refused);
      }
      if (operation.params) {
        const missing = operation.path.replace(/\{(\w+)\}/g, OTHER_ID);
        await fits(
          operation.path,
          operation.method,
          await send(missing, operation.method, secret, body),
        );
        const malformed = operation.path.replace(/\{(\w+)\}/g, 'not-an-id');
        await fits(
          operation.path,
          operation.method,
          await send(malformed, operation.method, secret, body),
        );
      }
      if (operation.query) {
        const wrong = operation.isList ? '?limit=0' : '?serviceId=x&date=2026-02-30';
        const refused = await callV1(app, world.readKey, path + wrong);
        expect(refused.status).toBe(400);
        await fits(operation.path, operation.method, refused);
      }
      if (operation.isList) {
        const refused = await callV1(app, world.readKey, `${path}?cursor=bm90LWEtY3Vyc29y`);
        expect(refused.status).toBe(400);
        await fits(operation.path, operation.method, refused);
      }
    }
    // refusals of the rules themselves: a taken slot, a visit not begun, a key used twice
    const taken = await send('/bookings', 'post', world.writeKey, bodies.createBooking);
    expect(taken.status).toBe(409);
    await fits('/bookings', 'post', taken);
    const early = await send(`/bookings/${world.bookingId}/complete`, 'post', world.writeKey, {});
    expect(early.status).toBe(409);
    await fits('/bookings/{bookingId}/complete', 'post', early);
    const reusedKey = { 'content-type': 'application/json', 'idempotency-key': 'contract-reused' };
    const firstUse = await callV1(app, world.writeKey, '/bookings', {
      method: 'POST',
      headers: reusedKey,
      body: JSON.stringify({ serviceId: world.serviceId, ...nthSlot(9), clientId: world.clientId }),
    });
    expect(firstUse.status).toBe(201);
    const reused = await callV1(app, world.writeKey, '/bookings', {
      method: 'POST',
      headers: reusedKey,
      body: JSON.stringify({
        serviceId: world.serviceId,
        ...nthSlot(10),
        clientId: world.clientId,
      }),
    });
    expect(reused.status).toBe(422);
    await fits('/bookings', 'post', reused);
    // a client already on the list, and a change that breaks the owner area's rules
    const twin = await send('/clients', 'post', world.writeKey, bodies.createClient);
    expect(twin.status).toBe(409);
    await fits('/clients', 'post', twin);
    const clientPath = `/clients/${world.clientId}`;
    const takenPhone = await send(clientPath, 'patch', world.writeKey, { phone: '0712345680' });
    expect(takenPhone.status).toBe(409);
    await fits('/clients/{clientId}', 'patch', takenPhone);
    const badPhone = await send(clientPath, 'patch', world.writeKey, { phone: '12' });
    expect(badPhone.status).toBe(400);
    await fits('/clients/{clientId}', 'patch', badPhone);
    const unnamed = await send('/services', 'post', world.writeKey, { name: '', priceMinor: 1 });
    expect(unnamed.status).toBe(400);
    await fits('/services', 'post', unnamed);
    const free = await send(`/services/${world.serviceId}`, 'patch', world.writeKey, {
      priceMinor: 0,
    });
    expect(free.status).toBe(400);
    await fits('/services/{serviceId}', 'patch', free);
    // a service or staff member the business does not have, asked of availability
    const absent = await callV1(
      app,
      world.readKey,
      `/availability?serviceId=${OTHER_ID}&date=${bookableDate()}`,
    );
    expect(absent.status).toBe(404);
    await fits('/availability', 'get', absent);
    for (const operation of API_V1_OPERATIONS) {
      expect(checked.get(`${operation.method} ${operation.path}`), operation.id).toContain(
        operation.response.status,
      );
    }
  });

  it('says how many requests are left, and documents the 429 it answers past them', async () => {
    const answer = await callV1(app, world.readKey, '/services');
    expect(answer.headers.get('ratelimit')).toMatch(/^"key";r=\d+;t=\d+$/);
    const entry = document.paths['/services']?.get?.responses['429'] as {
      headers: Record<string, unknown>;
    };
    expect(Object.keys(entry.headers)).toEqual(
      expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']),
    );
  });
});
