import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { addDays } from '../../src/shared/local-time';
import { formatMonth, monthOf } from '../../src/shared/plan-limits';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/subscriptions';
import { localDateAt } from '../../src/shared/zoned-time';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { bookingsIn, onPlan, openAllDay } from '../support/plan-limits';
import type { ErrorBody } from '../support/staff';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

const today = () => localDateAt(new Date(), 'Africa/Nairobi');
/** A month wholly ahead (its 10th to 20th are 15 to 75 days away), and the month after it. */
const MONTH = monthOf(addDays(today(), 45));
const NEXT = monthOf(addDays(`${MONTH}-28`, 7));
const day = (month: string, n: number) => `${month}-${String(n).padStart(2, '0')}`;
const lastDayOf = (month: string) => addDays(`${monthOf(addDays(`${month}-28`, 7))}-01`, -1);

function starterMessage(limit: number, month: string) {
  return `Your Starter plan allows ${limit} bookings a month, and ${formatMonth(month)} is full. Upgrade your plan on the Subscription page to take more bookings that month.`;
}

describe('plan limits: bookings per calendar month', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  let phone = 100;
  const nextPhone = () => `07110${String(phone++).padStart(5, '0')}`;
  /** A new person each time, so a refused booking that left a client behind would show. */
  const nextCustomer = () => {
    const number = nextPhone();
    return { name: 'Mary Atieno', email: `mary-${number}@example.com`, phone: number };
  };

  async function business(limit: number | null, options = {}): Promise<Business> {
    const made = await bookableBusiness(app, { advanceDays: 90, ...options });
    await onPlan(app, made.businessId, limit === null ? 'premium' : 'starter', {
      bookingsLimit: limit,
    });
    return made;
  }

  const publicBook = (b: Business, date: string, time = '10:00') =>
    app.request(`/api/public/businesses/${b.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(b.service.id, {
          date,
          time,
          customer: nextCustomer(),
        }),
      ),
    });
  const ownerBook = (b: Business, date: string, time = '10:00') =>
    b.owner.client.post('/api/bookings', {
      serviceId: b.service.id,
      date,
      time,
      client: { name: 'Otieno Walk-in', phone: nextPhone() },
      idempotencyKey: `owner-${Math.random().toString(36).slice(2)}`,
    });
  const idOf = async (response: Response) => (await readJson<BookingAnswer>(response)).booking.id;
  const errorOf = async (response: Response) => await readJson<ErrorBody>(response);

  it('refuses the public past the limit with the neutral words, holding nothing', async () => {
    const b = await business(2);
    expect((await publicBook(b, day(MONTH, 10))).status).toBe(201);
    expect((await publicBook(b, day(MONTH, 11))).status).toBe(201);
    const clientsBefore = await app.db.$count(clients, eq(clients.businessId, b.businessId));
    const refused = await publicBook(b, day(MONTH, 12));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      error: { code: 'not_taking_bookings', message: SUBSCRIPTION_MESSAGES.lapsed },
    });
    expect(await bookingsIn(app, b.businessId, MONTH)).toBe(2);
    expect(await app.db.$count(clients, eq(clients.businessId, b.businessId))).toBe(clientsBefore);
    // the next month has its own count
    expect((await publicBook(b, day(NEXT, 10))).status).toBe(201);
  });

  it('counts owner and public bookings alike, and tells the owner the plan, limit and month', async () => {
    const b = await business(2);
    expect((await ownerBook(b, day(MONTH, 10))).status).toBe(201);
    expect((await publicBook(b, day(MONTH, 11))).status).toBe(201);
    const refused = await ownerBook(b, day(MONTH, 12));
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      error: { code: 'plan_bookings_limit', message: starterMessage(2, MONTH) },
    });
    expect((await publicBook(b, day(MONTH, 13))).status).toBe(403);
    expect(await bookingsIn(app, b.businessId, MONTH)).toBe(2);
  });

  it("judges the month by the booking's local date: the 1st at 01:00 Nairobi is the new month", async () => {
    const b = await business(1);
    await openAllDay(app, b.businessId);
    const last = lastDayOf(MONTH);
    expect((await publicBook(b, last, '22:00')).status).toBe(201);
    const first = await publicBook(b, day(NEXT, 1), '01:00');
    expect(first.status).toBe(201);
    const [row] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, await idOf(first)));
    // in UTC it still starts on the previous month's last day
    expect(row?.startsAt.toISOString().slice(0, 10)).toBe(last);
    expect(row?.bookingDate).toBe(day(NEXT, 1));
    expect((await publicBook(b, day(NEXT, 1), '03:00')).status).toBe(403);
    expect((await publicBook(b, last, '20:00')).status).toBe(403);
  });

  it('frees the place of an unpaid hold once its time is up, and of a cancelled booking', async () => {
    const b = await business(1, { requirePayment: true });
    const held = await publicBook(b, day(MONTH, 10));
    expect(held.status).toBe(201);
    expect((await publicBook(b, day(MONTH, 11))).status).toBe(403);
    // the hold's 15 minutes pass (the expiry job has not run yet)
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, await idOf(held)));
    const taken = await publicBook(b, day(MONTH, 11));
    expect(taken.status).toBe(201);

    const cancelled = await b.owner.client.request(`/api/bookings/${await idOf(taken)}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await ownerBook(b, day(MONTH, 12))).status).toBe(201);
  });

  it('refuses bringing a cancelled booking back into a full month', async () => {
    const b = await business(1);
    const first = await idOf(await publicBook(b, day(MONTH, 10)));
    const setStatus = (id: string, status: string) =>
      b.owner.client.request(`/api/bookings/${id}/status`, { method: 'PATCH', body: { status } });
    expect((await setStatus(first, 'cancelled')).status).toBe(200);
    expect((await publicBook(b, day(MONTH, 11))).status).toBe(201);
    const back = await setStatus(first, 'confirmed');
    expect(back.status).toBe(403);
    expect((await errorOf(back)).error.message).toBe(starterMessage(1, MONTH));
    expect(await bookingsIn(app, b.businessId, MONTH)).toBe(1);
  });

  it('counts a move into another month there, and a move within the month not at all', async () => {
    const b = await business(1);
    const mine = await idOf(await publicBook(b, day(MONTH, 10)));
    const other = await idOf(await publicBook(b, day(NEXT, 10)));
    const move = (id: string, date: string) =>
      b.owner.client.request(`/api/bookings/${id}`, {
        method: 'PATCH',
        body: { date, time: '11:00' },
      });
    expect((await move(mine, day(MONTH, 15))).status).toBe(200);
    const refused = await move(mine, day(NEXT, 12));
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error.message).toBe(starterMessage(1, NEXT));
    expect((await move(other, day(MONTH, 16))).status).toBe(403);
    await b.owner.client.request(`/api/bookings/${other}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect((await move(mine, day(NEXT, 12))).status).toBe(200);
    expect(await bookingsIn(app, b.businessId, MONTH)).toBe(0);
    expect(await bookingsIn(app, b.businessId, NEXT)).toBe(1);
  });

  it('takes any number on Enterprise (bookings_limit null)', async () => {
    const b = await business(null);
    for (let n = 10; n < 14; n++) {
      expect((await publicBook(b, day(MONTH, n))).status).toBe(201);
      expect((await ownerBook(b, day(MONTH, n), '12:00')).status).toBe(201);
    }
    expect(await bookingsIn(app, b.businessId, MONTH)).toBe(8);
  });
});
