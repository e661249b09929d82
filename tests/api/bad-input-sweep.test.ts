import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema/push';
import { cookieHeader, startAuthTestServer } from '../support/auth-client';
import { bookingBody } from '../support/bookable';
import { fingerprinter } from '../support/db-fingerprint';
import { INTERNAL_URLS } from '../support/hostile-inputs';
import { ownerWithBusiness } from '../support/owners';
import { baselineCase, hostileCases, type Tier } from '../support/sweep-cases';
import { inputsFor, type SweepData } from '../support/sweep-fixtures';
import { phaseOf, routeName, sweptRoutes, type SweepRoute } from '../support/sweep-routes';
import { describeFindings, Sweeper, type Caller } from '../support/sweep-runner';
import type { TestServer } from '../support/test-server';
import { SWEEP_PUSH_ORIGIN, SWEEP_SERVICE, SWEEP_SETTINGS } from '../support/valid-bodies';
import {
  readJson,
  type ServiceAnswer,
  type BookingAnswer,
  type PaymentAnswer,
} from '../support/answers';

// both social providers on, so their endpoints run their real checks; nothing listens on port 9
const SWEEP_ENV = {
  GOOGLE_CLIENT_ID: 'sweep-google',
  GOOGLE_CLIENT_SECRET: 'sweep-google-secret',
  GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
  GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
  FACEBOOK_CLIENT_ID: 'sweep-facebook',
  FACEBOOK_CLIENT_SECRET: 'sweep-facebook-secret',
  FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9/token',
  FACEBOOK_USERINFO_URL: 'http://127.0.0.1:9/me',
  PUSH_SERVICE_ORIGINS: SWEEP_PUSH_ORIGIN,
};
/** newAccount()'s password, which ownerWithBusiness signs up with. */
const OWNER_PASSWORD = 'Str0ng!Pass';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/** A business with a service and a booking awaiting payment, all made through the API. */
async function realData(app: TestServer, owner: Owner): Promise<SweepData> {
  const settings = await owner.client.request('/api/business/settings/general', {
    method: 'PUT',
    body: SWEEP_SETTINGS,
  });
  expect(settings.status).toBe(200);
  const created = await owner.client.post('/api/services', SWEEP_SERVICE);
  expect(created.status).toBe(201);
  const { service } = await readJson<ServiceAnswer>(created);
  const booked = await app.request(`/api/public/businesses/${owner.businessId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(service.id)),
  });
  expect(booked.status).toBe(201);
  const { booking } = await readJson<BookingAnswer>(booked);
  // paying is its own step: it gives the payment reference that routes such as /pay/test take
  const paying = await app.request(`/api/public/bookings/${booking.id}/payment`, {
    method: 'POST',
  });
  expect(paying.status).toBe(200);
  const { payment } = await readJson<PaymentAnswer>(paying);
  // the booking made its client; and a staff member to aim at
  const { clients } = await readJson<{
    clients: { id: string }[];
  }>(await owner.client.get('/api/clients'));
  const hired = await owner.client.post('/api/staff', {
    name: 'Sweep Stylist',
    email: 'stylist@sweep.example',
  });
  expect(hired.status).toBe(201);
  const { member } = await readJson<{ member: { id: string } }>(hired);
  const invoiced = await owner.client.post('/api/invoices', {
    clientId: clients[0]?.id,
    subtotalMinor: 350000,
  });
  expect(invoiced.status).toBe(201);
  const { invoice } = await readJson<{ invoice: { id: string } }>(invoiced);
  const signedIn = await owner.client.post('/api/attendance', { staffId: member.id });
  expect(signedIn.status).toBe(201);
  const { record } = await readJson<{ record: { id: string } }>(signedIn);
  return {
    businessId: owner.businessId,
    serviceId: service.id,
    bookingId: booking.id,
    clientId: clients[0]?.id ?? '',
    staffId: member.id,
    paymentReference: payment.reference,
    ownerEmail: owner.email,
    invoiceId: invoice.id,
    attendanceId: record.id,
  };
}

describe('a sweep of bad input over every route the server registers', () => {
  let app: TestServer;
  let owner: Owner;
  let data: SweepData;
  let routes: SweepRoute[];
  beforeAll(async () => {
    // better-auth as in production, its Origin and callback-URL checks on
    app = await startAuthTestServer(SWEEP_ENV);
    owner = await ownerWithBusiness(app, 'Sweep Salon');
    data = await realData(app, owner);
    routes = await sweptRoutes(app, SWEEP_ENV);
  });
  afterAll(() => app.close());

  async function isSignedIn(): Promise<boolean> {
    return (await (await owner.client.get('/api/auth/get-session')).json()) !== null;
  }

  it('answers no request with a 5xx, and refuses none after changing the database', async () => {
    const sweeper = new Sweeper(app, await fingerprinter(app));
    const origin = { origin: app.url };
    const nobody: Caller = { name: 'nobody', headers: () => origin };
    const signedIn: Caller = {
      name: 'owner',
      headers: () => ({ ...origin, cookie: cookieHeader(owner.client.cookies) }),
    };
    const valid = (route: SweepRoute) => baselineCase(route, inputsFor(route, data));
    // the app's own list, better-auth's wildcard opened up, the routes outside /api kept
    expect(routes.map(routeName)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-in-code/send',
        'POST /api/auth/sign-in-code/verify',
        'GET /api/auth/verify-email',
        'PUT /api/services/:serviceId',
        'GET /uploads/*',
        'POST /pay/test/:reference',
        'POST /api/push/subscriptions',
      ]),
    );

    // which routes refuse nobody up front and let the owner in: those get the whole corpus signed in,
    // the rest as nobody (deletions and session enders are asked as nobody only: they are owners')
    const refusedBy = async (caller: Caller, list: SweepRoute[]) =>
      new Set(
        (await sweeper.run(caller, list.map(valid)))
          .filter(({ status }) => status === 401 || status === 403)
          .map(({ sweepCase }) => sweepCase.route),
      );
    const refusedNobody = await refusedBy(nobody, routes);
    const refusedOwner = await refusedBy(
      signedIn,
      routes.filter((route) => phaseOf(route) === 0),
    );
    const needsSession = (route: SweepRoute) =>
      refusedNobody.has(routeName(route)) && !refusedOwner.has(routeName(route));

    // every answer to a URL inside our network, by caller: the owner's pass must have sent them all
    const internalAnswers: { caller: string; route: string; value: string; status: number }[] = [];
    async function sweepAs(caller: Caller, tierOf: (route: SweepRoute) => Tier) {
      for (const phase of [0, 1, 2]) {
        for (const route of routes.filter((candidate) => phaseOf(candidate) === phase)) {
          if (caller === signedIn && phase === 2 && !(await isSignedIn())) {
            expect((await owner.client.signIn(owner.email, OWNER_PASSWORD)).status).toBe(200);
          }
          const cases = hostileCases(route, inputsFor(route, data), tierOf(route));
          // a deletion's or session ender's valid request last, so the others still find what it ends
          if (caller === signedIn && phase > 0) cases.push(valid(route));
          for (const { sweepCase, status } of await sweeper.run(caller, cases)) {
            if (!sweepCase.mustRefuse) continue;
            const { route: name, value } = sweepCase;
            internalAnswers.push({ caller: caller.name, route: name, value, status });
          }
        }
        if (caller === signedIn && phase === 1) expect(await isSignedIn()).toBe(true);
      }
    }
    await sweepAs(nobody, (route) => (needsSession(route) ? 'short' : 'full'));
    await sweepAs(signedIn, (route) => (needsSession(route) ? 'full' : 'short'));

    // the owner's pass really got past the session checks
    expect(routes.filter(needsSession).map(routeName)).toContain('PUT /api/services/:serviceId');
    // ...and gave the push endpoint every address inside our network, each refused, none stored
    expect(
      internalAnswers.filter(
        (answer) => answer.caller === 'owner' && answer.route === 'POST /api/push/subscriptions',
      ),
    ).toEqual(
      INTERNAL_URLS.map(({ label }) => ({
        caller: 'owner',
        route: 'POST /api/push/subscriptions',
        value: label,
        status: 400,
      })),
    );
    const endpoints = await app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions);
    expect(
      endpoints.filter(({ endpoint }) => !endpoint.startsWith(`${SWEEP_PUSH_ORIGIN}/`)),
    ).toEqual([]);
    // the server runs in this process: a body's __proto__ must not have reached Object.prototype
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (sweeper.findings.length > 0) {
      assert.fail(
        `Of ${sweeper.sent} requests, these went wrong:\n${describeFindings(sweeper.findings)}`,
      );
    }
  }, 300_000);
});
