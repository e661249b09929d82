import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../src/shared/reviews';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { auditLog } from '../../src/server/db/schema/auth';
import { reviews } from '../../src/server/db/schema/bookings';
import { businesses } from '../../src/server/db/schema/businesses';
import { signedInStaff } from '../support/admins';
import { bookableBusiness, bookingBody, nthSlot } from '../support/bookable';
import { authClient, cookieHeader } from '../support/auth-client';
import { messageRecorded, messagesSettled } from '../support/messages';
import { moveIntoPast } from '../support/past-visit';
import { OWNER_ENDPOINTS, snapshotBusiness } from '../support/tenancy';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type BookingAnswer } from '../support/answers';

type Business = Awaited<ReturnType<typeof bookableBusiness>>;

interface OwnerReview {
  id: string;
  rating: number;
  comment: string | null;
  customerName: string;
  serviceName: string | null;
  ownerReply: string | null;
  reportState: 'none' | 'waiting' | 'kept' | 'hidden';
  reportReason: string | null;
}

interface PublicPage {
  averageRating: number;
  totalReviews: number;
  reviews: { id: string; rating: number; comment: string | null; ownerReply: string | null }[];
  nextCursor: string | null;
}

describe('reviews: the owner replies and reports, the admins hide or keep', () => {
  let app: TestServer;
  let business: Business;
  let rival: Business;
  let key: Buffer;
  let slot = 0;

  beforeAll(async () => {
    app = await startTestServer();
    business = await bookableBusiness(app, { capacity: 10 });
    rival = await bookableBusiness(app, { capacity: 10 });
    key = await bookingLinkKey(app.db);
  });
  afterAll(() => app.close());

  /** A completed booking of the business, reviewed by its client through the link. */
  async function reviewed(target: Business, rating: number, comment: string) {
    const booked = await app.request(`/api/public/businesses/${target.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody(target.service.id, {
          ...nthSlot(slot++),
          customer: { name: 'Achieng Odhiambo', email: 'mary@example.com', phone: '0711000101' },
        }),
      ),
    });
    expect(booked.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(booked);
    // a visit that has begun: only then can it be completed
    await moveIntoPast(app.db, booking.id);
    const done = await target.owner.client.request(`/api/bookings/${booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
    expect(done.status).toBe(200);
    // the review request is recorded in the background once the booking is completed
    await messageRecorded(app.db, booking.id, 'review_request');
    const written = await app.request(`/api/reviews/by-link/${makeBookingToken(key, booking.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating, comment }),
    });
    expect(written.status).toBe(201);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    if (!row) throw new Error('no review');
    return row.id;
  }

  const ownerList = async (target: Business) => {
    const response = await target.owner.client.get('/api/business/reviews');
    expect(response.status).toBe(200);
    return await readJson<{ reviews: OwnerReview[]; nextCursor: string | null }>(response);
  };
  const publicPage = async (target: Business) => {
    const response = await app.request(`/api/public/businesses/${target.businessId}/reviews`);
    expect(response.status).toBe(200);
    return await readJson<PublicPage>(response);
  };
  const figures = async (businessId: string) =>
    (
      await app.db
        .select({ averageRating: businesses.averageRating, totalReviews: businesses.totalReviews })
        .from(businesses)
        .where(eq(businesses.id, businessId))
    )[0];

  it('lists the business reviews newest first, and the reply shows on the public page', async () => {
    const older = await reviewed(business, 5, 'Lovely session');
    const newer = await reviewed(business, 3, '<b>ok</b> & fine');
    const listed = await ownerList(business);
    expect(listed.reviews.map((review) => review.id)).toEqual([newer, older]);
    expect(listed.reviews[0]).toMatchObject({
      rating: 3,
      comment: '<b>ok</b> & fine',
      customerName: 'Achieng Odhiambo',
      serviceName: 'Personal Training Session',
      ownerReply: null,
      reportState: 'none',
    });

    const replied = await business.owner.client.request(`/api/business/reviews/${older}/reply`, {
      method: 'PUT',
      body: { reply: '  Asante sana, see you soon!  ' },
    });
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({
      review: { ownerReply: 'Asante sana, see you soon!' },
    });
    const shown = await publicPage(business);
    expect(shown.reviews.find((review) => review.id === older)).toMatchObject({
      ownerReply: 'Asante sana, see you soon!',
    });

    // edited, then removed
    await business.owner.client.request(`/api/business/reviews/${older}/reply`, {
      method: 'PUT',
      body: { reply: 'Thank you!' },
    });
    expect((await ownerList(business)).reviews[1]?.ownerReply).toBe('Thank you!');
    const removed = await business.owner.client.request(`/api/business/reviews/${older}/reply`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await publicPage(business)).reviews.find((r) => r.id === older)?.ownerReply).toBe(null);
  });

  it('refuses a reply or report that is empty, too long or has control characters', async () => {
    const id = await reviewed(business, 4, 'Good');
    const [before] = await app.db.select().from(reviews).where(eq(reviews.id, id));
    const cases: [string, unknown][] = [
      ['reply', {}],
      ['reply', { reply: '   ' }],
      ['reply', { reply: 'x'.repeat(1001) }],
      ['reply', { reply: 'bell \u0007' }],
      ['report', {}],
      ['report', { reason: '' }],
      ['report', { reason: 'y'.repeat(501) }],
      ['report', { reason: 'esc \u001b' }],
    ];
    for (const [action, body] of cases) {
      const response = await business.owner.client.request(
        `/api/business/reviews/${id}/${action}`,
        { method: action === 'reply' ? 'PUT' : 'POST', body },
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await readJson<{ error: { fields?: Record<string, string> } }>(response);
      expect(Object.keys(answer.error.fields ?? {})).toEqual([
        action === 'reply' ? 'reply' : 'reason',
      ]);
    }
    expect(await app.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([before]);
  });

  it("answers 404 to another business's review and leaves it untouched", async () => {
    const victimReview = await reviewed(rival, 2, 'Not great');
    // the booking's confirmation and review request are sent in the background meanwhile
    await messagesSettled(app.db, rival.businessId);
    const before = await snapshotBusiness(app.db, rival.businessId);
    const endpoints = OWNER_ENDPOINTS.filter((e) => e.path.startsWith('/api/business/reviews'));
    expect(endpoints.length).toBe(4);
    for (const endpoint of endpoints) {
      const response = await fetch(
        new URL(endpoint.path.replace(':reviewId', victimReview), app.url),
        {
          method: endpoint.method,
          headers: {
            origin: app.url,
            cookie: cookieHeader(business.owner.client.cookies),
            'content-type': 'application/json',
          },
          body: endpoint.body
            ? JSON.stringify(endpoint.body({ businessId: rival.businessId } as never))
            : undefined,
        },
      );
      const text = await response.text();
      if (endpoint.path.includes(':reviewId')) {
        expect(response.status, endpoint.path).toBe(404);
        expect(JSON.parse(text)).toMatchObject({
          error: { message: REVIEW_MESSAGES.reviewNotFound },
        });
      } else expect(text).not.toContain(victimReview);
    }
    expect(await snapshotBusiness(app.db, rival.businessId)).toEqual(before);
    // and without a session at all
    expect((await authClient(app).get('/api/business/reviews')).status).toBe(401);
  });

  it('reports a review once; an admin hides it, off the page and out of the average', async () => {
    const fair = await reviewed(rival, 4, 'Good value');
    const abusive = await reviewed(rival, 1, 'Abusive words here');
    const start = await figures(rival.businessId);

    const reported = await rival.owner.client.post(`/api/business/reviews/${abusive}/report`, {
      reason: 'Insults our staff by name',
    });
    expect(reported.status).toBe(200);
    expect(await reported.json()).toMatchObject({
      review: { reportState: 'waiting', reportReason: 'Insults our staff by name' },
    });
    const again = await rival.owner.client.post(`/api/business/reviews/${abusive}/report`, {
      reason: 'Again',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { message: REVIEW_MESSAGES.alreadyReported },
    });
    // reporting alone changes nothing the public sees
    expect((await publicPage(rival)).reviews.map((r) => r.id)).toContain(abusive);

    const moderator = await signedInStaff(app, 'moderator');
    const waiting = await moderator.client.get('/api/admin/reviews/reported');
    expect(waiting.status).toBe(200);
    const list = await readJson<{
      reviews: { id: string; reportReason: string; businessName: string; comment: string }[];
      total: number;
    }>(waiting);
    expect(list.reviews.map((review) => review.id)).toContain(abusive);
    expect(list.reviews.map((review) => review.id)).not.toContain(fair);
    expect(list.reviews.find((review) => review.id === abusive)).toMatchObject({
      reportReason: 'Insults our staff by name',
      businessName: 'Kilele Fitness Studio',
      comment: 'Abusive words here',
    });

    // a plain owner may not decide
    const refused = await rival.owner.client.post(`/api/admin/reviews/${abusive}/hide`);
    expect(refused.status).toBe(403);

    const hidden = await moderator.client.post(`/api/admin/reviews/${abusive}/hide`);
    expect(hidden.status).toBe(200);
    const page = await publicPage(rival);
    expect(page.reviews.map((r) => r.id)).not.toContain(abusive);
    expect(page.reviews.map((r) => r.id)).toContain(fair);
    const after = await figures(rival.businessId);
    expect(after?.totalReviews).toBe((start?.totalReviews ?? 0) - 1);
    const visible = await app.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.businessId, rival.businessId), isNull(reviews.hiddenAt)));
    const sum = visible.reduce((total, review) => total + review.rating, 0);
    expect(after).toEqual({
      totalReviews: visible.length,
      averageRating: Math.round((sum / visible.length) * 100) / 100,
    });
    expect(page.averageRating).toBe(after?.averageRating);

    // the owner sees it hidden; the decision is made once and written to the audit log
    const mine = await ownerList(rival);
    expect(mine.reviews.find((review) => review.id === abusive)?.reportState).toBe('hidden');
    expect((await moderator.client.post(`/api/admin/reviews/${abusive}/keep`)).status).toBe(404);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REVIEW_HIDDEN'), eq(auditLog.recordId, abusive)));
    expect(entry).toMatchObject({ tableName: 'reviews', userId: moderator.userId });
    expect(entry?.oldValues).toMatchObject({ hiddenAt: null, moderatedAt: null });
    expect(typeof (entry?.newValues as { hiddenAt?: unknown } | null)?.hiddenAt).toBe('string');
    const left = await readJson<{
      reviews: { id: string }[];
    }>(await moderator.client.get('/api/admin/reviews/reported'));
    expect(left.reviews.map((review) => review.id)).not.toContain(abusive);

    // the client can no longer change a hidden review
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, abusive));
    const edit = await app.request(
      `/api/reviews/by-link/${makeBookingToken(key, row?.bookingId ?? '')}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 5 }),
      },
    );
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ error: { message: REVIEW_MESSAGES.hidden } });
  });

  it('keeps a reported review when an admin dismisses the report', async () => {
    const id = await reviewed(business, 2, 'Waited a long time');
    expect(
      (await business.owner.client.post(`/api/business/reviews/${id}/report`, { reason: 'Unfair' }))
        .status,
    ).toBe(200);
    const start = await figures(business.businessId);
    const admin = await signedInStaff(app, 'admin');
    const kept = await admin.client.post(`/api/admin/reviews/${id}/keep`);
    expect(kept.status).toBe(200);
    expect(await figures(business.businessId)).toEqual(start);
    expect((await publicPage(business)).reviews.map((r) => r.id)).toContain(id);
    const mine = await ownerList(business);
    expect(mine.reviews.find((review) => review.id === id)?.reportState).toBe('kept');
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REVIEW_KEPT'), eq(auditLog.recordId, id)));
    expect(entry).toMatchObject({ tableName: 'reviews', userId: admin.userId });
    // decided: not listed, not decided twice, not reported again
    const list = await readJson<{
      reviews: { id: string }[];
    }>(await admin.client.get('/api/admin/reviews/reported'));
    expect(list.reviews.map((review) => review.id)).not.toContain(id);
    expect((await admin.client.post(`/api/admin/reviews/${id}/hide`)).status).toBe(404);
    expect((await admin.client.post('/api/admin/reviews/not-an-id/hide')).status).toBe(404);
    expect(
      (await business.owner.client.post(`/api/business/reviews/${id}/report`, { reason: 'Again' }))
        .status,
    ).toBe(409);
  });
});
