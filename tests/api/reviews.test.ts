import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../../src/shared/reviews';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { bookings, reviews } from '../../src/server/db/schema/bookings';
import { businesses } from '../../src/server/db/schema/businesses';
import { bookableBusiness, bookingBody, nthSlot } from '../support/bookable';
import { moveIntoPast } from '../support/past-visit';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

interface LinkView {
  booking: { businessName: string; serviceName: string; date: string; status: string };
  review: { rating: number; comment: string | null } | null;
  canWrite: boolean;
  closedMessage: string | null;
}

describe('reviews: a client reviews a completed booking through the link', () => {
  let app: TestServer;
  let business: Business;
  let key: Buffer;
  let slot = 0;

  beforeAll(async () => {
    app = await startTestServer();
    business = await bookableBusiness(app, { capacity: 10, advanceDays: 30 });
    key = await bookingLinkKey(app.db);
  });
  afterAll(() => app.close());

  /** A booking made through the public page, each in its own place in the calendar. */
  async function book(target: Business, name = 'Mary Atieno') {
    const response = await app.request(`/api/public/businesses/${target.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(target.service.id, {
          ...nthSlot(slot++),
          customer: { name, email: 'mary@example.com', phone: '0711000101' },
        }),
      ),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<BookingAnswer>(response)).booking.id;
  }

  /** Completed once its visit has begun (the booking is moved back for that: test data, not the rule). */
  async function complete(target: Business, bookingId: string) {
    await moveIntoPast(app.db, bookingId);
    const response = await target.owner.client.request(`/api/bookings/${bookingId}/status`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  const tokenOf = (bookingId: string) => makeBookingToken(key, bookingId);
  const linkPath = (token: string) => `/api/reviews/by-link/${token}`;
  const put = (token: string, body: unknown) =>
    app.request(linkPath(token), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const reviewRows = (bookingId: string) =>
    app.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  const figures = async (businessId: string) => {
    const [row] = await app.db
      .select({ averageRating: businesses.averageRating, totalReviews: businesses.totalReviews })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row;
  };

  it('opens only once the visit is completed, then takes one review and its edits', async () => {
    const bookingId = await book(business, 'Wanjiru Kamau');
    const token = tokenOf(bookingId);

    const early = await app.request(linkPath(token));
    expect(early.status).toBe(200);
    expect(await early.json()).toMatchObject({
      booking: { serviceName: 'Personal Training Session', status: 'confirmed' },
      review: null,
      canWrite: false,
      closedMessage: REVIEW_MESSAGES.notCompleted,
    });
    const refused = await put(token, { rating: 5, comment: 'Too soon' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'not_completed', message: REVIEW_MESSAGES.notCompleted },
    });
    expect(await reviewRows(bookingId)).toEqual([]);

    await complete(business, bookingId);
    const open = await readJson<LinkView>(await app.request(linkPath(token)));
    expect(open).toMatchObject({ canWrite: true, review: null, closedMessage: null });

    const created = await put(token, { rating: 4, comment: '  Great trainer.\nWill return.  ' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      review: { rating: 4, comment: 'Great trainer.\nWill return.' },
      canWrite: true,
    });
    const [row] = await reviewRows(bookingId);
    expect(row).toMatchObject({
      businessId: business.businessId,
      rating: 4,
      customerName: 'Wanjiru Kamau',
    });

    // a second write is an edit of the same review, never a second one
    const edited = await put(token, { rating: 2, comment: '' });
    expect(edited.status).toBe(200);
    const rows = await reviewRows(bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row?.id, rating: 2, comment: null });
  });

  it('makes one review of many requests sent at once for one booking', async () => {
    const bookingId = await book(business);
    await complete(business, bookingId);
    const token = tokenOf(bookingId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        put(token, { rating: (i % 5) + 1, comment: `Try ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(await reviewRows(bookingId)).toHaveLength(1);
  });

  it('can be changed for 7 days after it was written, and not after', async () => {
    const bookingId = await book(business);
    await complete(business, bookingId);
    const token = tokenOf(bookingId);
    expect((await put(token, { rating: 3, comment: 'Fine' })).status).toBe(201);

    const ago = (days: number) =>
      app.db
        .update(reviews)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(reviews.bookingId, bookingId));

    await ago(REVIEW_LIMITS.editDays - 1);
    expect((await put(token, { rating: 4, comment: 'Better' })).status).toBe(200);
    expect((await reviewRows(bookingId))[0]).toMatchObject({ rating: 4, comment: 'Better' });

    await ago(REVIEW_LIMITS.editDays + 1);
    const [before] = await reviewRows(bookingId);
    const late = await put(token, { rating: 1, comment: 'Changed my mind' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      error: { code: 'review_closed', message: REVIEW_MESSAGES.editClosed },
    });
    expect(await reviewRows(bookingId)).toEqual([before]);
    const view = await readJson<LinkView>(await app.request(linkPath(token)));
    expect(view).toMatchObject({
      canWrite: false,
      closedMessage: REVIEW_MESSAGES.editClosed,
      review: { rating: 4, comment: 'Better' },
    });
  });

  it('answers 404 to a wrong, changed or guessed link and to the bare booking id', async () => {
    const bookingId = await book(business);
    await complete(business, bookingId);
    const token = tokenOf(bookingId);
    const flip = (value: string, at: number) =>
      value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);
    const otherKey = Buffer.alloc(32, 7);
    const bad = [
      bookingId,
      flip(token, 0),
      flip(token, token.length - 1),
      flip(token, 12),
      `${token}A`,
      token.slice(1),
      'x'.repeat(token.length),
      makeBookingToken(otherKey, bookingId),
      // signed by this server, but for a booking that does not exist
      tokenOf('6f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60'),
    ];
    for (const candidate of bad) {
      const read = await app.request(linkPath(encodeURIComponent(candidate)));
      expect(read.status, candidate).toBe(404);
      expect(await read.json()).toMatchObject({ error: { message: REVIEW_MESSAGES.linkNotFound } });
      expect((await put(encodeURIComponent(candidate), { rating: 5 })).status, candidate).toBe(404);
    }
    expect(await reviewRows(bookingId)).toEqual([]);
  });

  it('refuses junk bodies with the field message and changes nothing', async () => {
    const bookingId = await book(business);
    await complete(business, bookingId);
    const token = tokenOf(bookingId);
    const cases: [unknown, string, string][] = [
      [{}, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: '5' }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: null }, 'rating', REVIEW_MESSAGES.rating],
      [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment', REVIEW_MESSAGES.comment],
      [{ rating: 5, comment: 'Bell \u0007 ringing' }, 'comment', TEXT_MESSAGES.multiLine],
      [{ rating: 5, comment: 'Escape \u001b[31m red' }, 'comment', TEXT_MESSAGES.multiLine],
      [{ rating: 5, comment: 42 }, 'comment', REVIEW_MESSAGES.comment],
      [[5], 'body', REVIEW_MESSAGES.rating],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await readJson<{ error: { fields?: Record<string, string> } }>(response);
      expect(answer.error.fields?.[field], JSON.stringify(answer)).toBe(message);
    }
    for (const raw of ['not json', '', 'null', '5']) {
      expect((await put(token, raw)).status, raw).toBe(400);
    }
    expect(await reviewRows(bookingId)).toEqual([]);
    // exactly 1000 characters, line breaks allowed
    const long = `${'a'.repeat(498)}\r\n${'b'.repeat(500)}`;
    expect((await put(token, { rating: 5, comment: long })).status).toBe(201);
  });

  it('keeps the average and count exact after 50 reviews at once, and after hiding one', async () => {
    const target = await bookableBusiness(app, { capacity: 10, advanceDays: 30 });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await book(target, `Client ${i} Otieno`));
    for (const id of ids) await complete(target, id);
    const ratings = ids.map((_, i) => ((i * 7) % 5) + 1);
    const answers = await Promise.all(
      ids.map((id, i) => put(tokenOf(id), { rating: ratings[i], comment: `Visit ${i}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 201));
    const mean = (values: number[]) =>
      Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
    expect(await figures(target.businessId)).toEqual({
      averageRating: mean(ratings),
      totalReviews: 50,
    });

    // an admin hides one (the trigger takes it out of the figures)
    const [first] = await reviewRows(ids[0] ?? '');
    await app.db
      .update(reviews)
      .set({ hiddenAt: sql`now()` })
      .where(eq(reviews.id, first?.id ?? ''));
    expect(await figures(target.businessId)).toEqual({
      averageRating: mean(ratings.slice(1)),
      totalReviews: 49,
    });

    // the public list leaves the hidden one out, newest first, a page at a time
    const seen: { id: string; createdAt: string; name: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const response = await app.request(
        `/api/public/businesses/${target.businessId}/reviews${query}`,
      );
      expect(response.status).toBe(200);
      const page = await readJson<{
        averageRating: number;
        totalReviews: number;
        reviews: { id: string; createdAt: string; name: string }[];
        nextCursor: string | null;
      }>(response);
      expect(page.totalReviews).toBe(49);
      expect(page.reviews.length).toBeLessThanOrEqual(REVIEW_LIMITS.publicPage);
      seen.push(...page.reviews);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(Math.ceil(49 / REVIEW_LIMITS.publicPage));
    expect(seen).toHaveLength(49);
    expect(new Set(seen.map((review) => review.id)).size).toBe(49);
    expect(seen.map((review) => review.id)).not.toContain(first?.id);
    const times = seen.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // first name and an initial, never the full name as booked
    expect(seen[0]?.name).toMatch(/^Client [A-Z]\.$|^Client$/);
    expect(JSON.stringify(seen)).not.toContain('Otieno');
  });

  it('answers 404 for an unknown business and 400 for a bad cursor', async () => {
    expect(
      (await app.request('/api/public/businesses/6f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60/reviews'))
        .status,
    ).toBe(404);
    expect((await app.request('/api/public/businesses/not-a-business/reviews')).status).toBe(404);
    const bad = await app.request(`/api/public/businesses/${business.businessId}/reviews?cursor=x`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: REVIEW_MESSAGES.cursor } });
  });

  it('refuses to write a review of a cancelled booking', async () => {
    const bookingId = await book(business);
    const cancelled = await business.owner.client.request(`/api/bookings/${bookingId}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect((await put(tokenOf(bookingId), { rating: 1 })).status).toBe(409);
    const [row] = await app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(and(eq(bookings.id, bookingId)));
    expect(row?.total).toBe(0);
  });
});
