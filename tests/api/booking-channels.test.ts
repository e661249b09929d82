import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSource, BookingStatus } from '../../src/shared/bookings';
import { localDateAt, zonedInstant } from '../../src/shared/zoned-time';
import type { DashboardView } from '../../src/server/dashboard/operations';
import { readJson, type BookingAnswer } from '../support/answers';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { buildBooking } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

type Bookable = Awaited<ReturnType<typeof bookableBusiness>>;
const NAIROBI = 'Africa/Nairobi';
const PHONE = '0711 222 333';

describe('the channel each booking came from, as the owner sees it (docs/decisions/0074)', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  /** A booking by the client on the web page, one at the desk, one in the chat and one by USSD. */
  async function oneOfEach(shop: Bookable) {
    const online = await app.request(`/api/public/businesses/${shop.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(shop.service.id, {
          customer: { name: 'Achieng Otieno', email: 'achieng@example.com', phone: PHONE },
        }),
      ),
    });
    expect(online.status).toBe(201);
    const onlineId = (await readJson<BookingAnswer>(online)).booking.id;
    const desk = await shop.owner.client.post('/api/bookings', {
      serviceId: shop.service.id,
      date: bookableDate(4),
      time: '11:00',
      client: { name: 'Achieng Otieno', phone: PHONE },
      idempotencyKey: `desk-${shop.businessId}`,
    });
    expect(desk.status).toBe(201);
    const deskId = (await readJson<BookingAnswer>(desk)).booking.id;
    const { clients } = await readJson<{ clients: { id: string }[] }>(
      await shop.owner.client.get('/api/clients'),
    );
    expect(clients).toHaveLength(1);
    const clientId = clients[0]!.id;
    const byChannel = async (source: BookingSource, time: string) =>
      (
        await buildBooking(app.db, {
          businessId: shop.businessId,
          serviceId: shop.service.id,
          clientId,
          source,
          status: 'confirmed',
          bookingTime: time,
          customerName: 'Achieng Otieno',
        })
      ).id;
    return {
      clientId,
      ids: {
        online: onlineId,
        owner: deskId,
        whatsapp: await byChannel('whatsapp', '12:00'),
        ussd: await byChannel('ussd', '13:00'),
      },
    };
  }

  it('is on every booking of the bookings list and of the client’s record', async () => {
    const shop = await bookableBusiness(app);
    const { clientId, ids } = await oneOfEach(shop);
    const listed = await shop.owner.client.get('/api/bookings?view=all&pageSize=50');
    expect(listed.status).toBe(200);
    const { bookings } = await readJson<{ bookings: { id: string; source: string }[] }>(listed);
    const sourceOf = (rows: { id: string; source: string }[]) =>
      Object.fromEntries(rows.map((row) => [row.id, row.source]));
    expect(sourceOf(bookings)).toEqual({
      [ids.online]: 'online',
      [ids.owner]: 'owner',
      [ids.whatsapp]: 'whatsapp',
      [ids.ussd]: 'ussd',
    });
    const record = await shop.owner.client.get(`/api/clients/${clientId}`);
    expect(record.status).toBe(200);
    const { history } = await readJson<{ history: { id: string; source: string }[] }>(record);
    expect(sourceOf(history)).toEqual(sourceOf(bookings));
    // another business's owner sees neither
    const other = await ownerWithBusiness(app, 'Another Studio');
    expect((await other.client.get(`/api/clients/${clientId}`)).status).toBe(404);
    const theirs = await readJson<{ bookings: unknown[] }>(
      await other.client.get('/api/bookings?view=all'),
    );
    expect(theirs.bookings).toEqual([]);
  });

  it('is counted on the dashboard for its period, adding up to the bookings figure', async () => {
    const shop = await bookableBusiness(app);
    const today = localDateAt(new Date(), NAIROBI);
    let minute = 0;
    const booked = (source: BookingSource, status: BookingStatus) => {
      // each at a minute of its own, today, in the business's time zone
      const time = `0${6 + Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
      minute += 5;
      const startsAt = zonedInstant(today, time, NAIROBI);
      return buildBooking(app.db, {
        businessId: shop.businessId,
        serviceId: shop.service.id,
        source,
        status,
        bookingDate: today,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 5 * 60_000),
      });
    };
    for (const [source, counted] of [
      ['online', 3],
      ['owner', 1],
      ['whatsapp', 2],
      ['ussd', 4],
      ['api', 2],
    ] as const) {
      for (let i = 0; i < counted; i++) await booked(source, i % 2 ? 'completed' : 'confirmed');
      // what the bookings figure leaves out, the channels leave out too
      await booked(source, 'pending');
      await booked(source, 'cancelled');
    }
    // a booking of another day is another period's
    await buildBooking(app.db, {
      businessId: shop.businessId,
      serviceId: shop.service.id,
      source: 'whatsapp',
      status: 'confirmed',
    });
    const expected = { online: 3, owner: 1, whatsapp: 2, ussd: 4, api: 2 };
    for (const period of ['today', 'month']) {
      const response = await shop.owner.client.get(`/api/dashboard?period=${period}`);
      expect(response.status).toBe(200);
      const view = await readJson<DashboardView>(response);
      expect(view.channels, period).toEqual(expected);
      expect(view.figures.bookings.current, period).toBe(12);
    }
    // a business with no bookings has every channel at 0
    const empty = await ownerWithBusiness(app, 'Quiet Studio');
    const quiet = await readJson<DashboardView>(
      await empty.client.get('/api/dashboard?period=week'),
    );
    expect(quiet.channels).toEqual({ online: 0, owner: 0, whatsapp: 0, ussd: 0, api: 0 });
  });
});
