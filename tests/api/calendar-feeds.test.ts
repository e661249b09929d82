import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { calendarFeeds } from '../../src/server/db/schema/calendar';
import { staff } from '../../src/server/db/schema/people';
import { readJson, type BookingAnswer } from '../support/answers';
import { bookableBusiness, bookingBody, nthSlot } from '../support/bookable';
import { parseCalendar } from '../support/ical';
import { type ownerWithBusiness, speaks } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

interface FeedView {
  id: string;
  staffId: string | null;
  showClients: boolean;
  lastReadAt: string | null;
  url: string;
  webcalUrl: string;
}
interface FeedList {
  owner: FeedView | null;
  staff: { staffId: string; name: string; feed: FeedView | null }[];
}
interface Refusal {
  error: { code: string; message: string; fields?: Record<string, string> };
}

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;
const DAY_MS = 86_400_000;

describe('calendar feeds (docs/decisions/0076)', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  const newFeed = async (owner: Owner, staffId: string | null) => {
    const response = await owner.client.post('/api/calendar-feeds', { staffId });
    expect(response.status).toBe(201);
    return (await readJson<{ feed: FeedView }>(response)).feed;
  };
  /** The feed as a calendar reads it: no cookie, the link alone. */
  const read = (feed: FeedView, headers: Record<string, string> = {}) =>
    fetch(feed.url.replace(/^https?:\/\/[^/]+/, app.url), { headers });
  const readCalendar = async (feed: FeedView) => {
    const response = await read(feed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    return parseCalendar(await response.text());
  };
  /** A booking made on the public page, as a client makes it. */
  const book = async (
    businessId: string,
    serviceId: string,
    slot: number,
    extra: Record<string, unknown> = {},
  ) => {
    const response = await app.request(`/api/public/businesses/${businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(serviceId, { ...nthSlot(slot), ...extra })),
    });
    expect(response.status).toBe(201);
    return (
      await readJson<{ booking: BookingAnswer['booking'] & { ticketCode: string } }>(response)
    ).booking;
  };

  it("gives the owner a link to every booking, with the client, the status and the business's time", async () => {
    const business = await bookableBusiness(app, { staffCount: 1, capacity: 3 });
    const owner = business.owner;
    const serviceId = business.service.id;
    const first = await book(business.businessId, serviceId, 0, {
      staffId: business.staffIds[0],
      customer: { name: 'Mary Atieno', email: 'mary@example.com', phone: '0711000101' },
    });
    const second = await book(business.businessId, serviceId, 9);
    const cancelled = await owner.client.request(`/api/bookings/${second.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);

    const feed = await newFeed(owner, null);
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:\/\//, 'webcal://'));
    const calendar = await readCalendar(feed);
    expect(calendar.name).toBe('Kilele Fitness Studio: bookings');
    expect(calendar.timeZones).toEqual(['Africa/Nairobi']);
    const [one, two] = calendar.events;
    const [stored] = await app.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(one).toMatchObject({
      uid: `${first.ticketCode}@miadi.co.ke`,
      summary: 'Personal Training Session · Mary Atieno',
      status: 'CONFIRMED',
      tzid: 'Africa/Nairobi',
    });
    // the instant itself, read through the file's own time zone, is the booking's
    expect(one?.start.toISOString()).toBe(stored?.startsAt.toISOString());
    expect(one?.end.toISOString()).toBe(stored?.endsAt.toISOString());
    expect(one?.description.split('\n')).toEqual([
      'Client: Mary Atieno',
      'Phone: +254711000101',
      'With: Trainer 1',
      'Status: confirmed',
      `Ticket: ${first.ticketCode}`,
      `Open in Miadi: ${app.url}/app/bookings?view=all&q=${first.ticketCode}`,
    ]);
    expect(one?.url).toBe(`${app.url}/app/bookings?view=all&q=${first.ticketCode}`);
    expect(two).toMatchObject({
      uid: `${second.ticketCode}@miadi.co.ke`,
      summary: 'Cancelled: Personal Training Session · Mary Atieno',
      status: 'CANCELLED',
    });
  });

  it('shows only what falls 30 days back to 90 ahead, and speaks the owner’s language', async () => {
    const business = await bookableBusiness(app);
    const made = await book(business.businessId, business.service.id, 0);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, made.id));
    const shifted = async (days: number, ticketCode: string) => {
      const startsAt = new Date(Date.now() + days * DAY_MS);
      await app.db.insert(bookings).values({
        ...row!,
        id: undefined,
        ticketCode,
        idempotencyKey: ticketCode,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
      });
    };
    await shifted(-29, 'BACK2929');
    await shifted(-32, 'BACK3232');
    await shifted(89, 'AHEAD898');
    await shifted(92, 'AHEAD929');
    await speaks(business.owner, 'sw');
    const feed = await newFeed(business.owner, null);
    const calendar = await readCalendar(feed);
    expect(calendar.name).toBe('Kilele Fitness Studio: miadi');
    expect(calendar.events.map((event) => event.uid.slice(0, 8)).sort()).toEqual(
      ['AHEAD898', 'BACK2929', made.ticketCode].sort(),
    );
    expect(calendar.events[0]?.description).toContain('Mteja: ');
  });

  it('gives a staff member only their own bookings, and hides the client when the owner says so', async () => {
    const business = await bookableBusiness(app, { staffCount: 2, capacity: 3 });
    const [trainer1, trainer2] = business.staffIds;
    const theirs = await book(business.businessId, business.service.id, 0, { staffId: trainer1 });
    await book(business.businessId, business.service.id, 1, { staffId: trainer2 });
    await book(business.businessId, business.service.id, 2);

    const feed = await newFeed(business.owner, trainer1!);
    expect(feed.staffId).toBe(trainer1);
    let calendar = await readCalendar(feed);
    expect(calendar.name).toBe('Trainer 1: bookings at Kilele Fitness Studio');
    expect(calendar.events.map((event) => event.uid)).toEqual([`${theirs.ticketCode}@miadi.co.ke`]);
    // a staff member has no account: the booking's own page is their way to it
    expect(calendar.events[0]?.url).toMatch(new RegExp(`^${app.url}/b/`));
    expect(calendar.events[0]?.description).toContain('Phone: +254711000101');

    const hidden = await business.owner.client.request(`/api/calendar-feeds/${feed.id}`, {
      method: 'PATCH',
      body: { showClients: false },
    });
    expect(hidden.status).toBe(200);
    calendar = await readCalendar(feed);
    const [event] = calendar.events;
    expect(event?.summary).toBe('Personal Training Session');
    expect(event?.description).not.toContain('Mary');
    expect(event?.description).not.toContain('+254');
    expect(event?.url).toBeNull();

    // a member who leaves takes no bookings with them
    await app.db.update(staff).set({ isActive: false }).where(eq(staff.id, trainer1!));
    expect((await read(feed)).status).toBe(404);
  });

  it('answers a calendar whose copy is current with 304, and a changed feed in full', async () => {
    const business = await bookableBusiness(app);
    const made = await book(business.businessId, business.service.id, 0);
    const feed = await newFeed(business.owner, null);
    const first = await read(feed);
    expect(first.status).toBe(200);
    await first.text();
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await read(feed, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect((await read(feed, { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await read(feed, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
    expect((await read(feed, { 'if-modified-since': 'not a date' })).status).toBe(200);

    // the owner cancels: the next read has it, under a new tag
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const cancelled = await business.owner.client.request(`/api/bookings/${made.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const changed = await read(feed, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(parseCalendar(await changed.text()).events[0]?.status).toBe('CANCELLED');
    expect((await read(feed, { 'if-modified-since': lastModified })).status).toBe(200);
  });

  it('stops a link turned off or replaced, and keeps what the owner chose for the new one', async () => {
    const business = await bookableBusiness(app);
    const owner = business.owner;
    const feed = await newFeed(owner, null);
    await owner.client.request(`/api/calendar-feeds/${feed.id}`, {
      method: 'PATCH',
      body: { showClients: false },
    });
    const renewed = await newFeed(owner, null);
    expect(renewed.url).not.toBe(feed.url);
    expect(renewed.showClients).toBe(false);
    const gone = await read(feed);
    expect(gone.status).toBe(404);
    expect((await readJson<Refusal>(gone)).error.message).toMatch(/not valid/);
    expect((await read(renewed)).status).toBe(200);

    const off = await owner.client.request(`/api/calendar-feeds/${renewed.id}`, {
      method: 'DELETE',
    });
    expect(off.status).toBe(204);
    expect((await read(renewed)).status).toBe(404);
    // turned off once is off: again, it is not found
    const again = await owner.client.request(`/api/calendar-feeds/${renewed.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    const list = await readJson<FeedList>(await owner.client.get('/api/calendar-feeds'));
    expect(list.owner).toBeNull();
    // a link of the right shape that was never given, and anything else
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${feed.url.split('/').pop()?.replace('.ics', '')}`,
      `/api/calendar/${encodeURIComponent("' OR 1=1 --")}.ics`,
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('lists the owner and each active staff member, and notes when a calendar last read a feed', async () => {
    const business = await bookableBusiness(app, { staffCount: 2 });
    const owner = business.owner;
    const empty = await readJson<FeedList>(await owner.client.get('/api/calendar-feeds'));
    expect(empty.owner).toBeNull();
    expect(empty.staff.map((member) => [member.name, member.feed])).toEqual([
      ['Trainer 1', null],
      ['Trainer 2', null],
    ]);
    const feed = await newFeed(owner, null);
    expect(feed.lastReadAt).toBeNull();
    await read(feed);
    const list = await readJson<FeedList>(await owner.client.get('/api/calendar-feeds'));
    expect(list.owner?.id).toBe(feed.id);
    expect(list.owner?.lastReadAt).not.toBeNull();
  });

  it('makes one live link when asked twice at once', async () => {
    const business = await bookableBusiness(app);
    const made = await Promise.all(
      [0, 1, 2, 3].map(() => business.owner.client.post('/api/calendar-feeds', { staffId: null })),
    );
    expect(made.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const live = await app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.businessId, business.businessId));
    expect(live.filter((feed) => feed.revokedAt === null)).toHaveLength(1);
  });

  it("refuses bad input in words and another business's staff or feed as not found, changing nothing", async () => {
    const business = await bookableBusiness(app, { staffCount: 1 });
    const other = await bookableBusiness(app, { staffCount: 1 });
    const feed = await newFeed(business.owner, null);
    const before = await app.db.select().from(calendarFeeds);

    for (const body of [{ staffId: 'x' }, { staffId: 5 }, {}, { staffId: '\u0000' }]) {
      const response = await business.owner.client.post('/api/calendar-feeds', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const theirStaff = await business.owner.client.post('/api/calendar-feeds', {
      staffId: other.staffIds[0],
    });
    expect(theirStaff.status).toBe(404);
    expect((await readJson<Refusal>(theirStaff)).error.message).toBe(
      'That staff member is not in your business.',
    );
    for (const showClients of ['yes', null, 1]) {
      const response = await business.owner.client.request(`/api/calendar-feeds/${feed.id}`, {
        method: 'PATCH',
        body: { showClients },
      });
      expect(response.status).toBe(400);
      expect((await readJson<Refusal>(response)).error.fields?.showClients).toMatch(
        /shows clients/,
      );
    }
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await other.owner.client.request(`/api/calendar-feeds/${feed.id}`, {
        method,
        body: method === 'PATCH' ? { showClients: false } : undefined,
      });
      expect(response.status).toBe(404);
      const malformed = await business.owner.client.request('/api/calendar-feeds/not-an-id', {
        method,
        body: method === 'PATCH' ? { showClients: false } : undefined,
      });
      expect(malformed.status).toBe(404);
    }
    expect(await app.db.select().from(calendarFeeds)).toEqual(before);
  });
});
