import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { invoices } from '../../src/server/db/schema/invoices';
import { clients } from '../../src/server/db/schema/people';
import { addDays } from '../../src/shared/local-time';
import { localDateAt, zonedInstant } from '../../src/shared/zoned-time';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { addClient, clientRowsOf, errorOf, type ClientJson } from '../support/clients';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

const NAIROBI = 'Africa/Nairobi';

interface HistoryItem {
  id: string;
  ticketCode: string;
  date: string;
  time: string;
  status: string;
  paymentStatus: string;
  amountMinor: number;
  currency: string;
  serviceName: string;
  staffName: string | null;
}
interface ClientPage {
  client: Required<ClientJson>;
  history: HistoryItem[];
}

type Bookable = Awaited<ReturnType<typeof bookableBusiness>>;

/** A date this many days from today in Nairobi. */
function day(offset: number): string {
  return addDays(localDateAt(new Date(), NAIROBI), offset);
}

describe('the client page: figures from real bookings, linking, and delete', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function book(shop: Bookable, overrides: Record<string, unknown>): Promise<string> {
    const response = await app.request(`/api/public/businesses/${shop.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify(bookingBody(shop.service.id, overrides)),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<BookingAnswer>(response)).booking.id;
  }

  /** Moves a booking to another day (past ones are made this way) and sets what happened. */
  async function settle(
    bookingId: string,
    change: { date: string; time: string } & Partial<typeof bookings.$inferInsert>,
  ) {
    const { date, time, ...rest } = change;
    const startsAt = zonedInstant(date, time, NAIROBI);
    await app.db
      .update(bookings)
      .set({
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        ...rest,
      })
      .where(eq(bookings.id, bookingId));
  }

  async function pageOf(shop: Bookable, clientId: string): Promise<ClientPage> {
    const response = await shop.owner.client.get(`/api/clients/${clientId}`);
    expect(response.status).toBe(200);
    return await readJson<ClientPage>(response);
  }

  it('a public booking with a known phone, or a known e-mail, finds the same client', async () => {
    const shop = await bookableBusiness(app);
    const mary = await addClient(shop.owner, { name: 'Mary Atieno', phone: '0711 000 101' });
    const zawadi = await addClient(shop.owner, { name: 'Zawadi', email: 'zawadi@example.com' });
    const byPhone = await book(shop, {
      customer: { name: 'Mary A.', email: 'mary@example.com', phone: '+254 711 000 101' },
    });
    const byEmail = await book(shop, {
      time: '11:00',
      customer: { name: 'Zawadi Njeri', email: 'Zawadi@Example.com', phone: '0733 444 555' },
    });
    const rows = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, shop.businessId));
    expect(rows.find((row) => row.id === byPhone)?.clientId).toBe(mary.id);
    expect(rows.find((row) => row.id === byEmail)?.clientId).toBe(zawadi.id);
    expect(await clientRowsOf(app, shop.businessId)).toHaveLength(2);
    // the owner's record is not overwritten by what the booking said
    expect((await pageOf(shop, mary.id)).client).toMatchObject({
      name: 'Mary Atieno',
      email: null,
    });
  });

  it('shows visits, last visit, total spent per currency, no-shows and the history newest first', async () => {
    const shop = await bookableBusiness(app, { staffCount: 1 });
    const mary = await addClient(shop.owner, { name: 'Mary Atieno', phone: '0711 000 101' });
    const customer = { name: 'Mary A.', email: 'mary@example.com', phone: '0711000101' };
    const staffId = shop.staffIds[0];
    const made: string[] = [];
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']) {
      made.push(await book(shop, { time, staffId, customer }));
    }
    const [paid, unpaid, forgotten, cancelled, upcoming, dollars] = made as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await settle(paid, {
      date: day(-10),
      time: '09:00',
      status: 'completed',
      paymentStatus: 'completed',
    });
    await settle(unpaid, { date: day(-5), time: '10:00', status: 'completed' });
    await settle(forgotten, { date: day(-3), time: '11:00', status: 'confirmed' });
    await settle(cancelled, { date: day(-2), time: '12:00', status: 'cancelled' });
    await settle(dollars, {
      date: day(-1),
      time: '14:00',
      status: 'completed',
      paymentStatus: 'completed',
      currency: 'USD',
      totalAmountMinor: 1550,
    });
    // someone else's booking counts for them, not for Mary
    const other = await book(shop, {
      time: '15:00',
      customer: { name: 'Baraka', email: 'baraka@example.com', phone: '0722 000 222' },
    });
    await settle(other, {
      date: day(-4),
      time: '15:00',
      status: 'completed',
      paymentStatus: 'completed',
    });

    const expected = {
      visits: 3,
      lastVisit: day(-1),
      totalSpent: [
        { currency: 'KES', amountMinor: 2_000_00 },
        { currency: 'USD', amountMinor: 1550 },
      ],
      noShows: 1,
      bookings: 6,
    };
    const page = await pageOf(shop, mary.id);
    expect(page.client).toMatchObject({ id: mary.id, name: 'Mary Atieno', stats: expected });
    expect(page.history.map((item) => item.id)).toEqual([
      upcoming,
      dollars,
      cancelled,
      forgotten,
      unpaid,
      paid,
    ]);
    const [first] = await app.db.select().from(bookings).where(eq(bookings.id, dollars));
    expect(page.history[1]).toEqual({
      id: dollars,
      ticketCode: first?.ticketCode,
      date: day(-1),
      time: '14:00',
      status: 'completed',
      paymentStatus: 'completed',
      amountMinor: 1550,
      currency: 'USD',
      serviceName: 'Personal Training Session',
      staffName: 'Trainer 1',
      source: 'online',
    });
    expect(page.history[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });

    // the list carries the same figures, worked out in the same query
    const list = await readJson<{
      clients: ClientJson[];
    }>(await shop.owner.client.get('/api/clients'));
    expect(list.clients.find((client) => client.id === mary.id)?.stats).toEqual(expected);
    const baraka = list.clients.find((client) => client.name === 'Baraka');
    expect(baraka?.stats).toMatchObject({ visits: 1, bookings: 1, noShows: 0 });

    // a last service date kept on the record counts when it is later than any visit
    await app.db
      .update(clients)
      .set({ lastServiceDate: day(0) })
      .where(eq(clients.id, mary.id));
    expect((await pageOf(shop, mary.id)).client.stats.lastVisit).toBe(day(0));
  });

  it('deleting a client keeps their bookings, under the name each booking kept', async () => {
    const shop = await bookableBusiness(app);
    const mary = await addClient(shop.owner, { name: 'Mary Atieno', phone: '0711 000 101' });
    const booked = await book(shop, {
      customer: { name: 'Mary A.', email: 'mary@example.com', phone: '0711000101' },
    });
    await settle(booked, { date: day(-7), time: '10:00', status: 'completed' });
    const response = await shop.owner.client.request(`/api/clients/${mary.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      deleted: true,
      message: 'Client deleted successfully',
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booked));
    expect(row).toMatchObject({
      clientId: null,
      customerName: 'Mary A.',
      customerPhone: '+254711000101',
      status: 'completed',
    });
    expect((await shop.owner.client.get(`/api/clients/${mary.id}`)).status).toBe(404);
    const again = await shop.owner.client.request(`/api/clients/${mary.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('refuses to delete a client with invoices, and says why', async () => {
    const shop = await bookableBusiness(app);
    const client = await addClient(shop.owner, { name: 'Tumaini', phone: '0799 000 333' });
    const [invoice] = await app.db
      .insert(invoices)
      .values({
        businessId: shop.businessId,
        clientId: client.id,
        invoiceNumber: 'INV-20261101-001',
        subtotalMinor: 100_00,
        totalMinor: 100_00,
        currency: 'KES',
      })
      .returning();
    const refused = await shop.owner.client.request(`/api/clients/${client.id}`, {
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: 'client_has_invoices',
      message:
        'This client has invoices, so they cannot be deleted. Their invoices must stay with them.',
    });
    expect(await clientRowsOf(app, shop.businessId)).toHaveLength(1);

    await app.db.delete(invoices).where(eq(invoices.id, invoice?.id ?? ''));
    const deleted = await shop.owner.client.request(`/api/clients/${client.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(await clientRowsOf(app, shop.businessId)).toEqual([]);
  });
});
