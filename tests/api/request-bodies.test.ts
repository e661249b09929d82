import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../src/shared/api-errors';
import { BODY_MESSAGES } from '../../src/server/http/validation';
import { grantRole } from '../../src/server/roles/operations';
import { cookieHeader } from '../support/auth-client';
import { makeApiKey } from '../support/api-v1';
import { ownerWithBusiness, type Owner } from '../support/owners';
import { fillPath, paramsOf } from '../support/sweep-routes';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

/**
 * The routes that may be sent something other than a JSON body, each with its reason. Any other
 * route that is not a GET must read its body with jsonBody (docs/decisions/0066), so a new route
 * cannot forget the rule.
 */
const NOT_JSON = new Map<string, string>([
  ['POST /api/business/logo', 'a multipart image upload'],
  ['POST /api/services/:serviceId/images', 'a multipart image upload'],
  ['POST /api/webhooks/payments/:provider', "the provider's raw, signed body"],
  ['POST /api/auth/*', "the account library's own endpoints read their own bodies"],
  ['POST /pay/test/:reference', "the test checkout page's form"],
  ['POST /api/channels/ussd', "Africa's Talking's form-encoded USSD callback"],
  ['POST /api/channels/ussd/events', "Africa's Talking's form-encoded end-of-session notification"],
  ['POST /api/channels/whatsapp', "the Cloud API's raw, signed body"],
]);

/** Routes that act on their address alone and read no body at all. */
const NO_BODY = new Set([
  'DELETE /api/business/logo',
  'DELETE /api/services/:serviceId',
  'DELETE /api/services/:serviceId/images/:imageId',
  'POST /api/bookings/:bookingId/refund',
  'POST /api/subscription/trial',
  'DELETE /api/clients/:clientId',
  'DELETE /api/staff/:staffId',
  'DELETE /api/calendar-feeds/:feedId',
  'DELETE /api/business/api-keys/:apiKeyId',
  'DELETE /api/business/webhooks/:webhookId',
  'POST /api/business/webhooks/:webhookId/secret',
  'POST /api/business/webhooks/:webhookId/deliveries/:deliveryId/send',
  'POST /api/v1/bookings/:bookingId/cancel',
  'POST /api/v1/bookings/:bookingId/complete',
  'POST /api/public/waitlist/:token/take',
  'DELETE /api/public/waitlist/:token',
  'POST /api/waitlist/:entryId/offer',
  'DELETE /api/waitlist/:entryId',
  'POST /api/invoices/:invoiceId/send',
  'POST /api/admin/businesses/:businessId/reactivate',
  'POST /api/admin/reviews/:reviewId/hide',
  'POST /api/admin/reviews/:reviewId/keep',
  'POST /api/bookings/:bookingId/payment',
  'POST /api/business/payments/:transactionId/refund',
  'DELETE /api/business/reviews/:reviewId/reply',
  'POST /api/invoices/:invoiceId/resend',
  'POST /api/invoices/:invoiceId/mark-paid',
  'POST /api/business/booking-code/new',
]);

interface BodyRoute {
  name: string;
  url: string;
  isOptional: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const OVER_THE_LIMIT = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) });

describe('one way to read a request body, on every route that takes one', () => {
  let app: TestServer;
  let account: Owner;
  let bodyRoutes: BodyRoute[];
  let others: string[];
  let apiKey: string;

  beforeAll(async () => {
    app = await startTestServer();
    // an admin with a business gets past every session, role and business check to the body
    account = await ownerWithBusiness(app, 'Body Rules Salon');
    await grantRole(app.db, { email: account.email, role: 'admin', grantedBy: null });
    // ...and its key gets past the public API's door
    apiKey = await makeApiKey(account, 'read_write');

    const byName = new Map<string, { method: string; path: string; body?: string }>();
    for (const route of app.server.routes) {
      if (route.method === 'ALL' || route.method === 'GET' || route.path === '/*') continue;
      const name = `${route.method} ${route.path}`;
      const known = byName.get(name);
      if (!known || route.body) byName.set(name, route);
    }
    bodyRoutes = [...byName.entries()]
      .filter(([, route]) => route.body)
      .map(([name, route]) => {
        const values = Object.fromEntries(paramsOf(route.path).map((key) => [key, 'x']));
        return { name, url: fillPath(route.path, values), isOptional: route.body === 'optional' };
      });
    others = [...byName.entries()].filter(([, route]) => !route.body).map(([name]) => name);
  });
  afterAll(() => app.close());

  function send(route: BodyRoute, body: BodyInit | undefined, headers: Record<string, string>) {
    const [method] = route.name.split(' ');
    return fetch(new URL(route.url, app.url), {
      method,
      body,
      headers: {
        ...headers,
        origin: app.url,
        cookie: cookieHeader(account.client.cookies),
        authorization: `Bearer ${apiKey}`,
        'x-forwarded-for': account.client.address,
      },
    });
  }

  /** Each route's status and code, side by side, so one odd route stands out in the diff. */
  async function answers(
    routes: BodyRoute[],
    body: () => BodyInit | undefined,
    headers: Record<string, string> = {},
  ) {
    const seen: Record<string, string> = {};
    for (const route of routes) {
      const response = await send(route, body(), headers);
      const answer = await readJson<{ error?: { code?: string; message?: string } }>(response);
      seen[route.name] = `${response.status} ${answer.error?.code} ${answer.error?.message}`;
    }
    return seen;
  }

  const every = (routes: BodyRoute[], answer: string) =>
    Object.fromEntries(routes.map((route) => [route.name, answer]));

  it('knows which routes read a body, and every other route is accounted for', () => {
    expect(bodyRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in/email',
        'POST /api/business',
        'PUT /api/services/:serviceId',
        'POST /api/public/businesses/:businessId/bookings',
        'POST /api/public/bookings/:bookingId/payment',
        'POST /api/my-booking/:token/reschedule',
        'PUT /api/admin/businesses/:businessId/verification',
      ]),
    );
    expect(bodyRoutes.filter((route) => route.isOptional).map((route) => route.name)).toEqual([
      'POST /api/public/bookings/:bookingId/payment',
      'POST /api/my-booking/:token/cancel',
    ]);
    const unaccounted = others.filter((name) => !NOT_JSON.has(name) && !NO_BODY.has(name));
    expect(unaccounted, 'a route that reads a body without jsonBody').toEqual([]);
    // and the lists name only routes that exist and do not read JSON
    expect(others).toEqual(expect.arrayContaining([...NOT_JSON.keys(), ...NO_BODY]));
  });

  it('answers a body that is not JSON with 400 bad_request', async () => {
    expect(await answers(bodyRoutes, () => '{"name": "Amani', JSON_TYPE)).toEqual(
      every(bodyRoutes, `400 ${API_ERROR_CODES.badRequest} ${BODY_MESSAGES.notJson}`),
    );
  });

  it('answers JSON sent as text/plain, or with no Content-Type, with 415', async () => {
    const refused = every(
      bodyRoutes,
      `415 ${API_ERROR_CODES.unsupportedMediaType} ${BODY_MESSAGES.notJsonType}`,
    );
    // what a page on another site can send without asking first
    expect(await answers(bodyRoutes, () => '{}', { 'content-type': 'text/plain' })).toEqual(
      refused,
    );
    // bytes carry no Content-Type of their own
    expect(await answers(bodyRoutes, () => new TextEncoder().encode('{}'))).toEqual(refused);
  });

  it('answers an empty body with 400 where the route needs one, and reads it as {} where not', async () => {
    const required = bodyRoutes.filter((route) => !route.isOptional);
    expect(await answers(required, () => undefined)).toEqual(
      every(required, `400 ${API_ERROR_CODES.badRequest} ${BODY_MESSAGES.notJson}`),
    );
    for (const route of bodyRoutes.filter((candidate) => candidate.isOptional)) {
      // the placeholder address is no booking: the body was read, and the route went on to say so
      const response = await send(route, undefined, {});
      expect(response.status, route.name).toBe(404);
    }
  });

  it('answers a body over the limit with 413 payload_too_large, before reading it', async () => {
    expect(await answers(bodyRoutes, () => OVER_THE_LIMIT, JSON_TYPE)).toEqual(
      every(bodyRoutes, `413 ${API_ERROR_CODES.payloadTooLarge} The request is too large.`),
    );
  });
});
