import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { blockedTimeSlots, bookings } from '../../src/server/db/schema/bookings';
import { businesses, businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { staff, staffServices } from '../../src/server/db/schema/people';
import { subscriptions } from '../../src/server/db/schema/payments';
import { serviceImages, services } from '../../src/server/db/schema/services';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

const isPostgres = inject('databaseSnapshot').kind === 'postgres';

type Page = {
  business: { name: string; paymentPolicy: string };
  booking: { isTakingBookings: boolean };
  hours: { weekday: number; isOpen: boolean }[];
  services: { id: string; name: string; priceMinor: number; imageUrls: string[] }[];
  staff: { name: string; serviceIds: string[] }[];
};

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5_000) {
  let value = await read();
  // the caller checks the last value read, so a timeout here is left to its own expectation
  await vi
    .waitFor(
      async () => {
        if (check(value)) return;
        value = await read();
        if (!check(value)) throw new Error('not yet');
      },
      { timeout: ms, interval: 25 },
    )
    .catch(() => undefined);
  return value;
}

describe('the kept public booking page (docs/decisions/0041)', () => {
  let app: TestServer;
  let business: Awaited<ReturnType<typeof bookableBusiness>>;

  beforeAll(async () => {
    app = await startTestServer();
    business = await bookableBusiness(app);
  });
  afterAll(() => app.close());

  async function page(server: TestServer = app): Promise<Page> {
    const response = await server.request(`/api/public/businesses/${business.businessId}`);
    expect(response.status).toBe(200);
    return await readJson<Page>(response);
  }

  it("shows the owner's edit on the very next read, every time", async () => {
    for (let round = 0; round < 10; round++) {
      await page();
      const name = `Personal Training ${round}`;
      const edited = await business.owner.client.request(`/api/services/${business.service.id}`, {
        method: 'PUT',
        body: {
          name,
          description: 'One-to-one session with a certified trainer.',
          priceMinor: 2_000_00 + round,
          durationMinutes: 60,
        },
      });
      expect(edited.status).toBe(200);
      const shown = (await page()).services[0];
      expect(shown?.name).toBe(name);
      expect(shown?.priceMinor).toBe(2_000_00 + round);
    }
  });

  it('sends text beyond ASCII as the same UTF-8 bytes whether the page is read or kept', async () => {
    const name = 'Kusuka Nywele — Café Ñ 💇🏾‍♀️ 髪';
    await app.db.update(services).set({ name }).where(eq(services.id, business.service.id));
    const url = `/api/public/businesses/${business.businessId}`;
    // the first read after the change is worked out and kept; the next ones are the kept bytes
    // as they are, uncompressed: the length checked below is the JSON's own
    const plain = { headers: { 'accept-encoding': 'identity' } };
    const answers = await until(
      async () => {
        const response = await app.request(url, plain);
        return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
      },
      (answer) => answer.bytes.includes(Buffer.from(name)),
    );
    for (let round = 0; round < 3; round++) {
      const response = await app.request(url, plain);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(answers.bytes)).toBe(true);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('etag')).toBe(answers.headers.get('etag'));
      expect(Number(response.headers.get('content-length') ?? bytes.length)).toBe(bytes.length);
      const shown = (JSON.parse(bytes.toString('utf8')) as Page).services;
      expect(shown.find((service) => service.id === business.service.id)?.name).toBe(name);
    }
    // the server-rendered booking page reads the same kept page
    const html = await (await app.request(`/book/${business.businessId}`)).text();
    expect(html).toContain('Kusuka Nywele — Café Ñ 💇🏾‍♀️ 髪');
  });

  it('hears a change to each table the page is made of', async () => {
    const { businessId } = business;
    const serviceId = business.service.id;
    const changes: [string, () => Promise<unknown>, (page: Page) => boolean][] = [
      [
        'businesses',
        () =>
          app.db
            .update(businesses)
            .set({ name: 'Kilele Strength' })
            .where(eq(businesses.id, businessId)),
        (p) => p.business.name === 'Kilele Strength',
      ],
      [
        'business_settings',
        () =>
          app.db
            .update(businessSettings)
            .set({ requirePayment: true })
            .where(eq(businessSettings.businessId, businessId)),
        (p) => p.business.paymentPolicy === 'pay_on_booking',
      ],
      [
        'business_hours',
        () =>
          app.db
            .update(businessHours)
            .set({ isOpen: false })
            .where(eq(businessHours.businessId, businessId)),
        (p) => p.hours.every((day) => !day.isOpen),
      ],
      [
        'services',
        () =>
          app.db.update(services).set({ priceMinor: 3_500_00 }).where(eq(services.id, serviceId)),
        (p) => p.services[0]?.priceMinor === 3_500_00,
      ],
      [
        'service_images',
        () =>
          app.db.insert(serviceImages).values({ serviceId, url: '/uploads/a.webp', position: 0 }),
        (p) => p.services[0]?.imageUrls[0] === '/uploads/a.webp',
      ],
      [
        'staff',
        () =>
          app.db
            .insert(staff)
            .values({ businessId, name: 'Achieng', email: 'achieng@kilele.example' }),
        (p) => p.staff.some((member) => member.name === 'Achieng'),
      ],
      [
        'staff_services',
        async () => {
          const [member] = await app.db.select().from(staff).where(eq(staff.name, 'Achieng'));
          await app.db.insert(staffServices).values({ staffId: member!.id, serviceId, businessId });
        },
        (p) => p.staff.find((member) => member.name === 'Achieng')?.serviceIds[0] === serviceId,
      ],
      [
        'subscriptions',
        () =>
          app.db
            .update(subscriptions)
            .set({ status: 'expired' })
            .where(eq(subscriptions.businessId, businessId)),
        (p) => !p.booking.isTakingBookings,
      ],
    ];
    for (const [table, change, isShown] of changes) {
      expect(isShown(await page()), `${table}: not shown before the change`).toBe(false);
      await change();
      expect(isShown(await page()), `${table}: the next read shows the change`).toBe(true);
    }
    await app.db
      .update(subscriptions)
      .set({ status: 'active' })
      .where(eq(subscriptions.businessId, businessId));
  });

  it('stops taking bookings when the subscription ends, with nothing written', async () => {
    await app.db
      .update(subscriptions)
      .set({
        status: 'active',
        planType: 'medium',
        currentPeriodEnd: sql`now() + interval '1.5 seconds'`,
      })
      .where(eq(subscriptions.businessId, business.businessId));
    expect((await page()).booking.isTakingBookings).toBe(true);
    expect((await page()).booking.isTakingBookings).toBe(true);
    // the kept page goes once the paid time ends, 1.5 s on, without a write to announce it
    await expect
      .poll(async () => (await page()).booking.isTakingBookings, { timeout: 3_000, interval: 100 })
      .toBe(false);
    await app.db
      .update(subscriptions)
      .set({ currentPeriodEnd: sql`now() + interval '30 days'` })
      .where(eq(subscriptions.businessId, business.businessId));
  });

  it('keeps the answer: the same ETag, and 304 for it', async () => {
    const first = await app.request(`/api/public/businesses/${business.businessId}`);
    const tag = first.headers.get('etag') ?? '';
    const again = await app.request(`/api/public/businesses/${business.businessId}`, {
      headers: { 'if-none-match': tag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  describe.runIf(isPostgres)('two server processes on one database', () => {
    let second: TestServer;
    let outsider: pg.Client;

    beforeAll(async () => {
      second = await startTestServer({}, app);
      outsider = new pg.Client({ connectionString: app.database.env.DATABASE_URL });
      await outsider.connect();
    });
    afterAll(async () => {
      await outsider.end();
      await second.close();
    });

    const rename = (name: string) =>
      outsider.query('UPDATE services SET name = $1 WHERE id = $2', [name, business.service.id]);
    const nameIn = (shown: Page) => shown.services[0]?.name;

    it('a change made by one process, or by none, reaches the other within moments', async () => {
      await page(second);
      await page(second);
      const edited = await business.owner.client.request(`/api/services/${business.service.id}`, {
        method: 'PUT',
        body: {
          name: 'Edited through the first',
          description: 'One-to-one session with a certified trainer.',
          priceMinor: 2_000_00,
          durationMinutes: 60,
        },
      });
      expect(edited.status).toBe(200);
      const seen = await until(
        () => page(second),
        (p) => nameIn(p) === 'Edited through the first',
        2_000,
      );
      expect(nameIn(seen)).toBe('Edited through the first');

      await rename('Edited by hand');
      for (const server of [app, second]) {
        const shown = await until(
          () => page(server),
          (p) => nameIn(p) === 'Edited by hand',
          2_000,
        );
        expect(nameIn(shown)).toBe('Edited by hand');
      }
    });

    it('forgets what it kept when its listening connection is cut, and listens again', async () => {
      await page(second);
      // every connection that listens, the pools' and the processes' own
      await outsider.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
           AND query LIKE 'LISTEN%'`,
      );
      // the server learns of the cut only when its connection reports the error: real time for that
      await new Promise((resolve) => setTimeout(resolve, 300));
      await rename('Changed while nobody listened');
      expect(nameIn(await page(second))).toBe('Changed while nobody listened');
      // listening again: a later change is heard too
      await until(
        async () =>
          (
            await outsider.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND query = 'LISTEN public_page_changed'`,
            )
          ).rows[0]?.n ?? 0,
        (n) => n >= 2,
      );
      await page(second);
      await rename('Heard again');
      const shown = await until(
        () => page(second),
        (p) => nameIn(p) === 'Heard again',
        2_000,
      );
      expect(nameIn(shown)).toBe('Heard again');
    });
  });
});

describe('the kept public availability (docs/decisions/0041)', () => {
  let app: TestServer;
  let business: Awaited<ReturnType<typeof bookableBusiness>>;
  const date = bookableDate();

  beforeAll(async () => {
    app = await startTestServer();
    // one place a slot: a booking fills its time
    business = await bookableBusiness(app, { capacity: 1 });
  });
  afterAll(() => app.close());

  async function statusAt(time: string): Promise<string | undefined> {
    const response = await app.request(
      `/api/public/businesses/${business.businessId}/availability?serviceId=${business.service.id}&date=${date}`,
    );
    expect(response.status).toBe(200);
    const body = await readJson<{
      days: { slots: { time: string; status: string }[] }[];
    }>(response);
    return body.days[0]?.slots.find((slot) => slot.time === time)?.status;
  }

  const book = (time: string) =>
    app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(business.service.id, { date, time })),
    });

  it('shows a slot full on the very read after the booking that filled it, every time', async () => {
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00']) {
      expect(await statusAt(time)).toBe('available');
      expect(await statusAt(time)).toBe('available');
      expect((await book(time)).status).toBe(201);
      expect(await statusAt(time)).toBe('full');
    }
  });

  it('hears a cancelled booking, a blocked time and a change of hours', async () => {
    const [booked] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.businessId, business.businessId));
    expect(await statusAt(booked!.bookingTime.slice(0, 5))).toBe('full');
    await app.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booked!.id));
    expect(await statusAt(booked!.bookingTime.slice(0, 5))).toBe('available');

    expect(await statusAt('15:00')).toBe('available');
    await app.db
      .insert(blockedTimeSlots)
      .values({ businessId: business.businessId, blockedDate: date, blockedTime: '15:00' });
    expect(await statusAt('15:00')).toBe('blocked');

    await app.db
      .update(businessHours)
      .set({ closesAt: '15:00' })
      .where(eq(businessHours.businessId, business.businessId));
    expect(await statusAt('16:00')).toBeUndefined();
  });

  it("frees a hold's place when the hold runs out, with nothing written", async () => {
    const time = '14:00';
    const held = await book(time);
    expect(held.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(held);
    await app.db
      .update(bookings)
      .set({
        status: 'pending',
        paymentStatus: 'pending',
        holdExpiresAt: sql`now() + interval '1.5 seconds'`,
      })
      .where(eq(bookings.id, booking.id));
    expect(await statusAt(time)).toBe('full');
    expect(await statusAt(time)).toBe('full');
    // the hold lapses 1.5 s on, with no write to announce it: the kept page must not outlive it
    await expect.poll(() => statusAt(time), { timeout: 3_000, interval: 100 }).toBe('available');
  });
});
