import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/server/db/schema/bookings';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { waitlistEntries } from '../../src/server/db/schema/waitlist';
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../src/server/db/schema/webhooks';
import { newWebhookSecret } from '../../src/server/webhooks/sign';
import { cookieHeader } from '../support/auth-client';
import { twoToneImage } from '../support/image-fixtures';
import { bookingBody } from '../support/bookable';
import { ownerWithBusiness } from '../support/owners';
import {
  OWNER_ENDPOINTS,
  OWNER_PREFIXES,
  PUSH_KEYS,
  snapshotBusiness,
  type TargetIds,
} from '../support/tenancy';
import { startTestServer, type TestServer } from '../support/test-server';
import { messagesSettled } from '../support/messages';
import {
  readJson,
  type ServiceAnswer,
  type BookingAnswer,
  type PaymentAnswer,
} from '../support/answers';

const PUSH_ORIGIN = 'http://127.0.0.1:9';

describe('tenancy: one owner can never reach another business', () => {
  let app: TestServer;
  let victim: Awaited<ReturnType<typeof ownerWithBusiness>>;
  let intruder: Awaited<ReturnType<typeof ownerWithBusiness>>;
  let target: TargetIds;
  beforeAll(async () => {
    // the victim's device's push service: listed, so it is taken; nothing listens there
    app = await startTestServer({ PUSH_SERVICE_ORIGINS: PUSH_ORIGIN });
    victim = await ownerWithBusiness(app, 'Pwani Dental Clinic');
    intruder = await ownerWithBusiness(app, 'Intruder Salon');
    // give the victim something to lose: a logo and a location
    const form = new FormData();
    form.set(
      'logo',
      new Blob([new Uint8Array(await twoToneImage('png', { width: 200, height: 200 }))], {
        type: 'image/png',
      }),
      'logo.png',
    );
    expect((await victim.upload('/api/business/logo', form)).status).toBe(200);
    const located = await victim.client.request('/api/business/location', {
      method: 'PUT',
      body: {
        latitude: -4.0191,
        longitude: 39.7203,
        serviceRadiusKm: 12,
        showOnMap: true,
        mapDescription: 'Nyali',
      },
    });
    expect(located.status).toBe(200);
    // ...payout details, and a service with an image
    const payouts = await victim.client.request('/api/business/payouts', {
      method: 'PUT',
      body: {
        mpesaNumber: '0712345678',
        bankName: '',
        bankAccountNumber: '',
        accountHolderName: '',
      },
    });
    expect(payouts.status).toBe(200);
    const created = await victim.client.post('/api/services', {
      name: 'Scaling and polishing',
      description: 'A clean smile.',
      priceMinor: 350000,
    });
    expect(created.status).toBe(201);
    const { service } = await readJson<ServiceAnswer>(created);
    const photo = new FormData();
    photo.set(
      'images',
      new Blob([new Uint8Array(await twoToneImage('jpeg'))], { type: 'image/jpeg' }),
      'chair.jpg',
    );
    const uploaded = await victim.upload(`/api/services/${service.id}/images`, photo);
    expect(uploaded.status).toBe(200);
    const { service: withImage } = await readJson<{
      service: { images: { id: string }[] };
    }>(uploaded);
    // ...and a booking from the public
    const booked = await app.request(`/api/public/businesses/${victim.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify(bookingBody(service.id)),
    });
    expect(booked.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(booked);
    const { clients } = await readJson<{
      clients: { id: string }[];
    }>(await victim.client.get('/api/clients'));
    // ...and a staff member who performs the service
    const hired = await victim.client.post('/api/staff', {
      name: 'Dr. Achieng',
      email: 'achieng@pwani.example',
      serviceIds: [service.id],
    });
    expect(hired.status).toBe(201);
    const { member } = await readJson<{ member: { id: string } }>(hired);
    // ...who is signed in
    const signedIn = await victim.client.post('/api/attendance', { staffId: member.id });
    expect(signedIn.status).toBe(201);
    const { record: attendance } = await readJson<{ record: { id: string } }>(signedIn);
    // ...and a payment for that booking that the business owes back to the client
    const [owed] = await app.db
      .insert(clientBusinessTransactions)
      .values({
        businessId: victim.businessId,
        bookingId: booking.id,
        amountMinor: 350000,
        platformFeeMinor: 17500,
        businessAmountMinor: 332500,
        currency: 'KES',
        paymentReference: `CBP-${Date.now()}-tenancy`,
        provider: 'test',
        status: 'refund_due',
      })
      .returning({ id: clientBusinessTransactions.id });
    // ...and a sent invoice to the client who booked
    const invoiced = await victim.client.post('/api/invoices', {
      clientId: clients[0]?.id,
      subtotalMinor: 350000,
      bookingId: booking.id,
    });
    expect(invoiced.status).toBe(201);
    const { invoice } = await readJson<{ invoice: { id: string } }>(invoiced);
    expect((await victim.client.post(`/api/invoices/${invoice.id}/send`)).status).toBe(200);
    // ...and a payment for a plan, still open
    const paying = await victim.client.post('/api/subscription/checkout', {
      planId: 'economy',
      method: 'card',
    });
    expect(paying.status).toBe(200);
    const { payment: planPayment } = await readJson<PaymentAnswer>(paying);
    // ...and a device that gets its push notifications
    const pushEndpoint = `${PUSH_ORIGIN}/send/victim-device`;
    const subscribed = await victim.client.post('/api/push/subscriptions', {
      endpoint: pushEndpoint,
      keys: PUSH_KEYS,
    });
    expect(subscribed.status).toBeLessThan(300);
    // ...and a client's review of that booking
    const [review] = await app.db
      .insert(reviews)
      .values({
        businessId: victim.businessId,
        bookingId: booking.id,
        rating: 4,
        customerName: 'Mary Atieno',
      })
      .returning({ id: reviews.id });
    // ...and the staff member's calendar feed
    const feedMade = await victim.client.post('/api/calendar-feeds', { staffId: member.id });
    expect(feedMade.status).toBe(201);
    const { feed } = await readJson<{ feed: { id: string } }>(feedMade);
    // ...and an API key
    const keyMade = await victim.client.post('/api/business/api-keys', {
      name: 'Accounting sync',
      scope: 'read_write',
      expiresInDays: 90,
    });
    expect(keyMade.status).toBe(201);
    const { key } = await readJson<{ key: { id: string } }>(keyMade);
    // ...and a client waiting for a place
    const waiting = await app.request(`/api/public/businesses/${victim.businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: service.id,
        date: bookingBody(service.id).date,
        customer: { name: 'Wanjiru Kamau', email: 'wanjiru@example.com', phone: '0722000777' },
      }),
    });
    expect(waiting.status).toBe(201);
    const [entry] = await app.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.businessId, victim.businessId));
    // ...and a webhook endpoint, switched off (so no sender touches it while the test looks),
    // with a delivery of the booking's event
    const [hook] = await app.db
      .insert(webhookEndpoints)
      .values({
        businessId: victim.businessId,
        url: 'https://hooks.example.com/pwani',
        eventTypes: ['booking.created'],
        secret: newWebhookSecret(),
        disabledAt: new Date(),
        disabledReason: 'owner',
      })
      .returning({ id: webhookEndpoints.id });
    const [event] = await app.db
      .insert(webhookEvents)
      .values({
        businessId: victim.businessId,
        type: 'booking.created',
        orderingKey: booking.id,
        payload: '{"type":"booking.created"}',
        occurredAt: new Date(),
      })
      .returning({ id: webhookEvents.id });
    const [delivery] = await app.db
      .insert(webhookDeliveries)
      .values({
        eventId: event?.id ?? '',
        endpointId: hook?.id ?? '',
        businessId: victim.businessId,
        orderingKey: booking.id,
        sendAfter: new Date(),
      })
      .returning({ id: webhookDeliveries.id });
    target = {
      businessId: victim.businessId,
      webhookId: hook?.id ?? '',
      deliveryId: delivery?.id ?? '',
      feedId: feed.id,
      entryId: entry?.id ?? '',
      apiKeyId: key.id,
      serviceId: service.id,
      imageId: withImage.images[0]?.id ?? '',
      staffId: member.id,
      clientId: clients[0]?.id ?? '',
      bookingId: booking.id,
      transactionId: owed?.id ?? '',
      invoiceId: invoice.id,
      reference: planPayment.reference,
      attendanceId: attendance.id,
      pushEndpoint,
      reviewId: review?.id ?? '',
    };
    // the bookings' messages go out in the background; the snapshots must not see them move
    await messagesSettled(app.db, victim.businessId);
  });
  afterAll(() => app.close());

  it('knows every owner endpoint the server has', () => {
    const ownerRoutes = app.server.routes
      .filter(
        (route) =>
          route.method !== 'ALL' && OWNER_PREFIXES.some((prefix) => route.path.startsWith(prefix)),
      )
      .map((route) => `${route.method} ${route.path}`);
    const known = OWNER_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(ownerRoutes.filter((route) => !known.includes(route))).toEqual([]);
  });

  it('lets no proxy keep an answer that depends on the session', async () => {
    const reads = [
      ...OWNER_ENDPOINTS.filter((endpoint) => endpoint.method === 'GET').map((endpoint) =>
        endpoint.path.replace(
          /:(\w+)/g,
          (_, name: string) => (target as unknown as Record<string, string>)[name] ?? name,
        ),
      ),
      '/api/me',
      '/api/auth/get-session',
    ];
    const headers = { origin: app.url, cookie: cookieHeader(victim.client.cookies) };
    const unkept = [];
    for (const path of reads) {
      const response = await fetch(new URL(path, app.url), { headers });
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
      unkept.push(`${path}: ${response.headers.get('cache-control') ?? '(none)'}`);
    }
    expect(unkept.filter((line) => !line.endsWith(': private, no-store'))).toEqual([]);
  });

  for (const endpoint of OWNER_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} as another owner leaves the business untouched`, async () => {
      const before = await snapshotBusiness(app.db, victim.businessId);
      const path = endpoint.path.replace(
        /:(\w+)/g,
        (_, name: string) => (target as unknown as Record<string, string>)[name] ?? name,
      );
      const headers: Record<string, string> = {
        origin: app.url,
        cookie: cookieHeader(intruder.client.cookies),
      };
      let body: BodyInit | undefined;
      if (endpoint.form) body = endpoint.form(target);
      else if (endpoint.body) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(endpoint.body(target));
      }
      const response = await fetch(new URL(path, app.url), {
        method: endpoint.method,
        headers,
        body,
      });
      expect(response.status).toBeLessThan(500);
      if (endpoint.path.includes(':')) expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain(victim.businessId);
      // the victim's client, who booked through the public page
      expect(text).not.toContain('mary@example.com');
      expect(await snapshotBusiness(app.db, victim.businessId)).toEqual(before);
    });
  }
});
