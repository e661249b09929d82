import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { staff } from '../../src/server/db/schema/people';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { AMINA, createStaff as create, type ErrorBody, type StaffView } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

describe('staff and bookings', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const rowOf = async (id: string) =>
    (await app.db.select().from(staff).where(eq(staff.id, id)))[0];

  it('tells the public page who performs what, and refuses a booking with someone who does not', async () => {
    const { owner, businessId, service } = await bookableBusiness(app);
    const nails = await buildService(app.db, { businessId, name: 'Nails', durationMinutes: 30 });
    const trainer = await create(owner, {
      name: 'Trainer Wanjiku',
      email: 'wanjiku@example.com',
      serviceIds: [service.id],
    });
    const anyone = await create(owner, { name: 'Baraka', email: 'baraka@example.com' });
    const away = await create(owner, { ...AMINA, isActive: false });
    const page = await readJson<{ staff: { id: string; name: string; serviceIds: string[] }[] }>(
      await app.request(`/api/public/businesses/${businessId}`),
    );
    expect(page.staff).toEqual([
      { id: anyone.id, name: 'Baraka', serviceIds: [] },
      { id: trainer.id, name: 'Trainer Wanjiku', serviceIds: [service.id] },
    ]);
    expect(page.staff.map((member) => member.id)).not.toContain(away.id);

    const book = (serviceId: string, staffId: string) =>
      app.request(`/api/public/businesses/${businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(serviceId, { staffId, time: '11:00' })),
      });
    const refused = await book(nails.id, trainer.id);
    expect(refused.status).toBe(400);
    expect((await readJson<ErrorBody>(refused)).error).toMatchObject({
      code: 'staff_not_offered',
      message: 'This staff member does not offer this service.',
    });
    expect(await app.db.select().from(bookings).where(eq(bookings.businessId, businessId))).toEqual(
      [],
    );
    expect((await book(service.id, trainer.id)).status).toBe(201);
    // no services listed: performs every one
    expect((await book(nails.id, anyone.id)).status).toBe(201);
    // someone of another business is simply not available
    const other = await ownerWithBusiness(app, 'Other Salon');
    const stranger = await create(other, AMINA);
    expect((await book(service.id, stranger.id)).status).toBe(404);
  });
  it('deactivates, never deletes, a member with bookings, so the bookings keep their name', async () => {
    const { owner, businessId, service } = await bookableBusiness(app);
    const member = await create(owner, AMINA);
    const booked = await app.request(`/api/public/businesses/${businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(service.id, { staffId: member.id })),
    });
    expect(booked.status).toBe(201);
    const listed = await readJson<{ staff: StaffView[] }>(await owner.client.get('/api/staff'));
    expect(listed.staff[0]).toMatchObject({ bookingCount: 1, upcomingCount: 1 });

    const response = await owner.client.request(`/api/staff/${member.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({
      deactivated: true,
      message: 'Staff member has bookings, so they were deactivated instead of deleted',
      member: { id: member.id, isActive: false, name: AMINA.name },
    });
    expect(await rowOf(member.id)).toMatchObject({ isActive: false, name: AMINA.name });
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, businessId));
    expect(booking?.staffId).toBe(member.id);
    // no longer offered to the public
    const page = await readJson<{ staff: { id: string }[] }>(
      await app.request(`/api/public/businesses/${businessId}`),
    );
    expect(page.staff.map((item) => item.id)).not.toContain(member.id);
  });

  it('a delete while a booking for the member is being made waits for it, and deactivates', async () => {
    const { owner, businessId, service } = await bookableBusiness(app);
    const member = await create(owner, AMINA);
    let deleting: Promise<Response> | undefined;
    // the booking's transaction is still open when the owner presses Delete
    await app.db.transaction(async (tx) => {
      await tx.insert(bookings).values({
        businessId,
        serviceId: service.id,
        staffId: member.id,
        bookingDate: '2030-03-04',
        bookingTime: '10:00',
        startsAt: new Date('2030-03-04T07:00:00Z'),
        endsAt: new Date('2030-03-04T08:00:00Z'),
        totalAmountMinor: service.priceMinor,
        currency: 'KES',
        ticketCode: 'RACE7Q',
        customerName: 'Wanjiku',
        customerPhone: '+254712345678',
      });
      deleting = owner.client.request(`/api/staff/${member.id}`, { method: 'DELETE' });
      // the removal must arrive while this transaction holds its rows; nothing to poll shows it waiting
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await deleting;
    expect(response?.status).toBe(200);
    expect(await readJson(response as Response)).toMatchObject({ deactivated: true });
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, businessId));
    expect(booking?.staffId).toBe(member.id);
  });

  it('a booking for a member deleted while it was being made answers 404, not 500', async () => {
    const { owner, businessId, service } = await bookableBusiness(app);
    const member = await create(owner, AMINA);
    let booking: Promise<Response> | undefined;
    await app.db.transaction(async (tx) => {
      await tx.delete(staff).where(eq(staff.id, member.id));
      booking = app.request(`/api/public/businesses/${businessId}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(service.id, { staffId: member.id })),
      });
      // the booking must arrive while this transaction holds the removal; nothing to poll shows it
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const response = await booking;
    expect(response?.status).toBe(404);
    expect(await app.db.select().from(bookings).where(eq(bookings.businessId, businessId))).toEqual(
      [],
    );
  });
});
