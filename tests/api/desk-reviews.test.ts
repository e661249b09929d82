import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_BOOKING_MESSAGES } from '../../src/shared/owner-bookings';
import { REVIEW_MESSAGES } from '../../src/shared/reviews';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { bookings } from '../../src/server/db/schema/bookings';
import { messageSends } from '../../src/server/db/schema/messaging';
import { signedInStaff } from '../support/admins';
import { bookableBusiness, bookingBody, nthSlot } from '../support/bookable';
import { buildClientPayment } from '../support/factories';
import { startMailServer, type MailServer } from '../support/mail-server';
import { messageRecorded, messagesSettled } from '../support/messages';
import { moveIntoPast } from '../support/past-visit';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

interface ListedReview {
  id: string;
  rating: number;
  source: string;
  countsTowardRating: boolean;
}

/**
 * The outside probe's case: an owner books their own e-mail at the desk, marks the visit completed
 * before it has begun and reviews their own business from the link. Completing early is refused; a
 * desk booking's review is taken, labelled and left out of the rating the public sees.
 */
describe('desk bookings: no completing before the start, and their reviews left out of the rating', () => {
  let app: TestServer;
  let mail: MailServer;
  let business: Business;
  let key: Buffer;
  let slot = 0;

  beforeAll(async () => {
    mail = await startMailServer();
    app = await startTestServer({ SMTP_URL: mail.url });
    business = await bookableBusiness(app, { capacity: 10 });
    key = await bookingLinkKey(app.db);
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  /** A booking the owner makes at the desk for a client with this e-mail, tomorrow or later. */
  async function deskBooking(email: string): Promise<string> {
    const response = await business.owner.client.post('/api/bookings', {
      serviceId: business.service.id,
      ...nthSlot(slot++),
      client: { name: 'Self Reviewer', phone: '0722 900 100', email },
      idempotencyKey: `desk-${slot}-${Date.now()}`,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<BookingAnswer>(response)).booking.id;
  }

  async function onlineBooking(email: string): Promise<string> {
    const response = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(business.service.id, {
          ...nthSlot(slot++),
          customer: { name: 'Wairimu Njoroge', email, phone: '0711 300 400' },
        }),
      ),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await readJson<BookingAnswer>(response)).booking.id;
  }

  const complete = (bookingId: string) =>
    business.owner.client.request(`/api/bookings/${bookingId}/status`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
  const bookingRow = async (bookingId: string) =>
    (await app.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
  const reviewRequests = (bookingId: string) =>
    app.db.$count(
      messageSends,
      and(eq(messageSends.bookingId, bookingId), eq(messageSends.template, 'review_request')),
    );
  const review = (token: string, rating: number) =>
    app.request(`/api/reviews/by-link/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating, comment: 'Best in town!' }),
    });
  /** The rating and count the public booking page and discover show. */
  const publicFigures = async () => {
    const response = await app.request(`/api/public/businesses/${business.businessId}`);
    expect(response.status).toBe(200);
    const { business: shown } = await readJson<{
      business: { averageRating: number; totalReviews: number };
    }>(response);
    return { averageRating: shown.averageRating, totalReviews: shown.totalReviews };
  };
  const publicReviews = async () => {
    const response = await app.request(`/api/public/businesses/${business.businessId}/reviews`);
    expect(response.status).toBe(200);
    return await readJson<{
      averageRating: number;
      totalReviews: number;
      reviews: ListedReview[];
    }>(response);
  };

  /** The link the client is mailed once the visit is completed: the only one that opens a review. */
  async function mailedReviewToken(email: string): Promise<string> {
    for (;;) {
      const next = await mail.nextMailTo(email, 10_000);
      const link = next.links.find((href) => href.endsWith('/review'));
      if (/^How was/.test(next.subject) && link) {
        return link.slice(`${app.url}/b/`.length, -'/review'.length);
      }
    }
  }

  it("refuses the probe's self-review: completing before the start is 409 and changes nothing", async () => {
    const self = business.owner.email;
    const bookingId = await deskBooking(self);
    await messagesSettled(app.db, business.businessId);
    const before = await bookingRow(bookingId);

    // three tries, three refusals
    for (let attempt = 0; attempt < 3; attempt++) {
      const early = await complete(bookingId);
      expect(early.status).toBe(409);
      expect(await early.json()).toMatchObject({
        error: { code: 'not_started', message: OWNER_BOOKING_MESSAGES.notStarted },
      });
    }
    await messagesSettled(app.db, business.businessId);
    expect(await bookingRow(bookingId)).toEqual(before);
    expect(await reviewRequests(bookingId)).toBe(0);
    // the confirmation's link names the booking, but the review stays shut
    const shut = await review(makeBookingToken(key, bookingId), 5);
    expect(shut.status).toBe(409);
    expect(await shut.json()).toMatchObject({ error: { message: REVIEW_MESSAGES.notCompleted } });
    expect(await publicFigures()).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it('completes a desk booking once it has begun, mails the link, and takes a review the rating leaves out', async () => {
    const self = `self-${Date.now()}@example.com`;
    const bookingId = await deskBooking(self);
    await moveIntoPast(app.db, bookingId);

    const done = await complete(bookingId);
    expect(done.status, await done.clone().text()).toBe(200);
    await messageRecorded(app.db, bookingId, 'review_request');
    const token = await mailedReviewToken(self);

    const written = await review(token, 5);
    expect(written.status, await written.clone().text()).toBe(201);
    const listed = await publicReviews();
    expect(listed).toMatchObject({ averageRating: 0, totalReviews: 0 });
    expect(listed.reviews).toEqual([
      expect.objectContaining({ rating: 5, source: 'owner', countsTowardRating: false }),
    ]);
    expect(await publicFigures()).toEqual({ averageRating: 0, totalReviews: 0 });
    const owned = await business.owner.client.get('/api/business/reviews');
    const { reviews: ownerList } = await readJson<{ reviews: ListedReview[] }>(owned);
    expect(ownerList).toEqual([
      expect.objectContaining({ source: 'owner', countsTowardRating: false }),
    ]);
    // an edit keeps it out
    expect((await review(token, 4)).status).toBe(200);
    expect(await publicFigures()).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it('counts a review of an online booking, and of a desk booking paid through Miadi, not one paid at the counter', async () => {
    const online = await onlineBooking(`online-${Date.now()}@example.com`);
    await moveIntoPast(app.db, online);
    expect((await complete(online)).status).toBe(200);
    expect((await review(makeBookingToken(key, online), 4)).status).toBe(201);
    expect(await publicFigures()).toEqual({ averageRating: 4, totalReviews: 1 });

    // paid online through the provider: the client's own money went through Miadi
    const paidOnline = await deskBooking(`paid-${Date.now()}@example.com`);
    await buildClientPayment(app.db, { businessId: business.businessId, bookingId: paidOnline });
    await moveIntoPast(app.db, paidOnline);
    expect((await complete(paidOnline)).status).toBe(200);
    expect((await review(makeBookingToken(key, paidOnline), 2)).status).toBe(201);
    expect(await publicFigures()).toEqual({ averageRating: 3, totalReviews: 2 });

    // cash at the counter is the owner's word only
    const counter = await deskBooking(`counter-${Date.now()}@example.com`);
    const paid = await business.owner.client.post(`/api/bookings/${counter}/payment`);
    expect(paid.status).toBe(200);
    await moveIntoPast(app.db, counter);
    expect((await complete(counter)).status).toBe(200);
    expect((await review(makeBookingToken(key, counter), 5)).status).toBe(201);
    expect(await publicFigures()).toEqual({ averageRating: 3, totalReviews: 2 });

    const byRating = Object.fromEntries(
      (await publicReviews()).reviews.map((shown) => [shown.rating, shown]),
    );
    expect(byRating[2]).toMatchObject({ source: 'owner', countsTowardRating: true });
    expect(byRating[5]).toMatchObject({ source: 'owner', countsTowardRating: false });
  });

  it('shows the admins which reviews came from desk bookings and were left out', async () => {
    const moderator = await signedInStaff(app, 'moderator');
    const bookingId = await deskBooking(`reported-${Date.now()}@example.com`);
    await moveIntoPast(app.db, bookingId);
    expect((await complete(bookingId)).status).toBe(200);
    expect((await review(makeBookingToken(key, bookingId), 1)).status).toBe(201);
    const { reviews: mine } = await readJson<{ reviews: ListedReview[] }>(
      await business.owner.client.get('/api/business/reviews'),
    );
    const reviewId = mine[0]?.id ?? '';
    const reported = await business.owner.client.post(`/api/business/reviews/${reviewId}/report`, {
      reason: 'Not a real client',
    });
    expect(reported.status).toBe(200);

    const waiting = await moderator.client.get('/api/admin/reviews/reported');
    expect(waiting.status).toBe(200);
    const { reviews: listed } = await readJson<{ reviews: ListedReview[] }>(waiting);
    expect(listed.find((shown) => shown.id === reviewId)).toMatchObject({
      source: 'owner',
      countsTowardRating: false,
    });

    const left = await moderator.client.get('/api/admin/reviews/uncounted');
    expect(left.status).toBe(200);
    const uncounted = await readJson<{
      reviews: (ListedReview & { businessName: string })[];
      total: number;
    }>(left);
    // newest first, every one a desk booking's, none of the counted ones
    expect(uncounted.reviews[0]).toMatchObject({
      id: reviewId,
      businessName: 'Kilele Fitness Studio',
      source: 'owner',
    });
    expect(uncounted.reviews.every((shown) => !shown.countsTowardRating)).toBe(true);
    expect(uncounted.reviews.map((shown) => shown.source)).not.toContain('online');
    expect(uncounted.total).toBe(3);
  });
});
