import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { onPlan } from '../support/plan-limits';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import { type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

async function post(app: TestServer, path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the public booking page API', () => {
  let app: TestServer;
  let mail: MailServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail());
  });
  afterAll(() => close());

  it('loads what the page needs in one request, and nothing of the owner', async () => {
    const { businessId, service } = await bookableBusiness(app, { staffCount: 2 });
    const response = await app.request(`/api/public/businesses/${businessId}`);
    expect(response.status).toBe(200);
    const page = await readJson<{
      business: Record<string, unknown>;
      services: { id: string }[];
      staff: unknown[];
      booking: unknown;
      hours: unknown[];
    }>(response);
    expect(page.business).toMatchObject({
      id: businessId,
      name: 'Kilele Fitness Studio',
      paymentPolicy: 'pay_after_service',
    });
    expect(page.business).not.toHaveProperty('userId');
    expect(page.services.map((s) => s.id)).toEqual([service.id]);
    expect(page.staff).toHaveLength(2);
    expect(page.booking).toMatchObject({
      timezone: 'Africa/Nairobi',
      slotMinutes: 30,
      advanceDays: 30,
    });
    expect(page.hours).toHaveLength(7);
    expect(JSON.stringify(page)).not.toMatch(/user_?id|paystack|payout/i);
  });

  it('answers 404 for a malformed, unknown or inactive business', async () => {
    expect((await app.request('/api/public/businesses/not-a-uuid')).status).toBe(404);
    expect(
      (await app.request('/api/public/businesses/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60')).status,
    ).toBe(404);
  });

  it("offers the day's slots, 09:00 to 16:00 for an hour-long service", async () => {
    const { businessId, service } = await bookableBusiness(app);
    const response = await app.request(
      `/api/public/businesses/${businessId}/availability?serviceId=${service.id}&date=${bookableDate()}`,
    );
    expect(response.status).toBe(200);
    const { days } = await readJson<{
      days: { slots: { time: string; status: string }[] }[];
    }>(response);
    const times = days[0]?.slots.map((slot) => slot.time) ?? [];
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('16:00');
    expect(days[0]?.slots.every((slot) => slot.status === 'available')).toBe(true);
  });

  it('books a pay-after-service slot: confirmed, ticket code, the service price, a client record and a mail with an .ics', async () => {
    const { businessId, service } = await bookableBusiness(app);
    const response = await post(
      app,
      `/api/public/businesses/${businessId}/bookings`,
      bookingBody(service.id, {
        customer: { name: 'Mary Atieno', email: 'Mary.Atieno@example.com', phone: '0711 000 101' },
      }),
    );
    expect(response.status).toBe(201);
    const { booking, payment } = await readJson<{
      booking: Record<string, unknown>;
      payment: unknown;
    }>(response);
    expect(payment).toBeNull();
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      amountMinor: 2_000_00,
      currency: 'KES',
      time: '10:00',
    });
    expect(booking.ticketCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [row] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking.id as string));
    expect(row?.customerPhone).toBe('+254711000101');
    expect(row?.customerEmail).toBe('mary.atieno@example.com');
    const [client] = await app.db
      .select()
      .from(clients)
      .where(eq(clients.id, row?.clientId ?? ''));
    expect(client).toMatchObject({ name: 'Mary Atieno', phone: '+254711000101', businessId });
    const sent = await mail.nextMailTo('mary.atieno@example.com');
    expect(sent.subject).toContain(booking.ticketCode as string);
    expect(sent.text).toContain('Personal Training Session');
  });

  it('gives a new person booking several times at once one client record, with every booking on it', async () => {
    const { businessId, service } = await bookableBusiness(app);
    // unlimited, so no subscription lock puts the bookings one after the other
    await onPlan(app, businessId, 'premium');
    const customer = { name: 'Otieno Ouma', email: 'otieno@example.com', phone: '0722 000 303' };
    const times = ['09:00', '11:00', '13:00', '15:00', '16:00'];
    const responses = await Promise.all(
      times.map((time) =>
        post(
          app,
          `/api/public/businesses/${businessId}/bookings`,
          bookingBody(service.id, { time, customer }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(times.map(() => 201));
    const made = await app.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.businessId, businessId));
    expect(made).toHaveLength(1);
    const booked = await app.db
      .select({ clientId: bookings.clientId })
      .from(bookings)
      .where(eq(bookings.businessId, businessId));
    expect(booked).toHaveLength(times.length);
    expect(booked.every((row) => row.clientId === made[0]?.id)).toBe(true);
  });
});
