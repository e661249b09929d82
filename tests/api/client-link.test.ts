import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses, businessSettings } from '../../src/server/db/schema/businesses';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { addDays } from '../../src/shared/local-time';
import { localDateAt } from '../../src/shared/zoned-time';
import { bookableBusiness, bookableDate, bookingBody, GENERAL_SETTINGS } from '../support/bookable';
import { lapse } from '../support/plan-limits';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer, type PaymentAnswer } from '../support/answers';

interface LinkView {
  booking: {
    booking: Record<string, unknown> & { status: string; paymentStatus: string; date: string };
    business: Record<string, unknown> & { whatsAppUrl: string | null };
    changes: Record<string, unknown> & { canChange: boolean; closedReason: string | null };
    calendar: { today: string; advanceDays: number };
  };
}

describe('the client link /api/my-booking/:token', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

  async function business(options: Parameters<typeof bookableBusiness>[1] = {}) {
    const made = await bookableBusiness(app, options);
    await app.db
      .update(businessSettings)
      .set({ clientChangeCutoffHours: 2, clientRefundPolicy: 'full' })
      .where(eq(businessSettings.businessId, made.businessId));
    return made;
  }

  async function book(
    made: Awaited<ReturnType<typeof business>>,
    overrides: Record<string, unknown> = {},
  ) {
    const response = await app.request(
      `/api/public/businesses/${made.businessId}/bookings`,
      json(bookingBody(made.service.id, overrides)),
    );
    expect(response.status).toBe(201);
    const { booking } = await readJson<{ booking: { id: string; ticketCode: string } }>(response);
    const token = makeBookingToken(await bookingLinkKey(app.db), booking.id);
    return { id: booking.id, ticketCode: booking.ticketCode, token };
  }

  async function row(id: string) {
    const [found] = await app.db.select().from(bookings).where(eq(bookings.id, id));
    if (!found) throw new Error('booking missing');
    return found;
  }

  async function setPolicy(businessId: string, set: Partial<typeof businessSettings.$inferInsert>) {
    await app.db
      .update(businessSettings)
      .set(set)
      .where(eq(businessSettings.businessId, businessId));
  }

  it('shows the booking as its client sees it, and nothing of the owner or the booking id', async () => {
    const made = await business({ staffCount: 1 });
    await app.db
      .update(businessSettings)
      .set({ clientChangeCutoffHours: 5 })
      .where(eq(businessSettings.businessId, made.businessId));
    const { id, token, ticketCode } = await book(made, { staffId: made.staffIds[0] });
    const response = await app.request(`/api/my-booking/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { booking: view } = await readJson<LinkView>(response);
    expect(view.booking).toMatchObject({
      ticketCode,
      status: 'confirmed',
      paymentStatus: 'pending',
      date: bookableDate(),
      time: '10:00',
      durationMinutes: 60,
      timezone: 'Africa/Nairobi',
      amountMinor: 2_000_00,
      currency: 'KES',
      serviceName: 'Personal Training Session',
      staffName: 'Trainer 1',
    });
    expect(view.business).toMatchObject({ id: made.businessId, name: 'Kilele Fitness Studio' });
    const stored = await row(id);
    expect(view.changes).toMatchObject({
      cutoffHours: 5,
      until: new Date(stored.startsAt.getTime() - 5 * 3_600_000).toISOString(),
      untilLocal: { date: bookableDate(), time: '05:00' },
      canChange: true,
      closedReason: null,
      refundPolicy: 'full',
      cancelOutcome: 'nothing_paid',
    });
    expect(view.calendar.today).toBe(localDateAt(new Date(), 'Africa/Nairobi'));
    const text = JSON.stringify(view);
    expect(text).not.toContain(id);
    expect(text).not.toMatch(/user_?id|paystack|payout|clientId/i);
  });

  it('builds the WhatsApp link from the business phone digits', async () => {
    const made = await business();
    await app.db
      .update(businesses)
      .set({ phone: '0712 345 678' })
      .where(eq(businesses.id, made.businessId));
    const { token, ticketCode } = await book(made);
    const { booking: view } = await readJson<LinkView>(
      await app.request(`/api/my-booking/${token}`),
    );
    expect(view.business.phone).toBe('0712 345 678');
    expect(view.business.whatsAppUrl).toBe(
      `https://wa.me/254712345678?text=${encodeURIComponent(`Hello, about my booking ${ticketCode}`)}`,
    );
  });

  it('answers 404 with no data for a wrong, changed or guessed token and for the booking id', async () => {
    const made = await business();
    const { id, token, ticketCode } = await book(made);
    const flip = (value: string, at: number) =>
      value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1);
    const candidates = [
      id,
      id.replace(/-/g, ''),
      flip(token, 0),
      flip(token, 10),
      flip(token, token.length - 1),
      token.slice(0, -1),
      `${token}A`,
      'A'.repeat(token.length),
      makeBookingToken(Buffer.alloc(32, 7), id),
      'b'.repeat(500),
    ];
    // control characters in the path are refused by the app before any route: 400, no data
    const hostile = [encodeURIComponent(`${token.slice(0, -1)}\u0000`), '%0A%0D'];
    for (const candidate of [...candidates, ...hostile]) {
      for (const [path, init] of [
        [`/api/my-booking/${candidate}`, undefined],
        [`/api/my-booking/${candidate}/calendar.ics`, undefined],
        [`/api/my-booking/${candidate}/availability?date=${bookableDate()}`, undefined],
        [`/api/my-booking/${candidate}/cancel`, json({})],
        [`/api/my-booking/${candidate}/reschedule`, json({ date: bookableDate(), time: '12:00' })],
      ] as const) {
        const response = await app.request(path, init);
        expect(response.status, `${path}`).toBe(hostile.includes(candidate) ? 400 : 404);
        const body = await response.text();
        expect(body).not.toContain(ticketCode);
        expect(body).not.toContain('Kilele');
      }
    }
    expect((await row(id)).status).toBe('confirmed');
  });

  it('gives the booking as an .ics file with its name and type', async () => {
    const made = await business();
    const { token, ticketCode } = await book(made);
    const response = await app.request(`/api/my-booking/${token}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${ticketCode}.ics"`,
    );
    const text = await response.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Personal Training Session at Kilele Fitness Studio');
    expect(text).toContain(`Ticket ${ticketCode}`);
  });

  it("names the calendar event with a UID that opens nothing, the same as the confirmation's file", async () => {
    const made = await business();
    const { id, token, ticketCode } = await book(made);
    const text = await (await app.request(`/api/my-booking/${token}/calendar.ics`)).text();
    const uid = /^UID:(.+)$/m.exec(text)?.[1]?.trim() ?? '';
    expect(uid).toBe(`${ticketCode}@miadi.co.ke`);
    expect(text).not.toContain(id);
    // what a UID could be tried as: the booking's public answer and its payment
    const local = uid.split('@')[0] ?? '';
    for (const path of [`/api/public/bookings/${local}`, `/api/public/bookings/${uid}`]) {
      const response = await app.request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain(ticketCode);
    }
  });

  it('cancels before the cut-off once: cancelled by the client, and a second press changes nothing', async () => {
    const made = await business();
    const { id, token } = await book(made);
    const first = await app.request(`/api/my-booking/${token}/cancel`, json({}));
    expect(first.status).toBe(200);
    const { booking: view } = await readJson<LinkView>(first);
    expect(view.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect(view.changes.canChange).toBe(false);
    const after = await row(id);
    expect(after).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });

    const second = await app.request(`/api/my-booking/${token}/cancel`, { method: 'POST' });
    expect(second.status).toBe(200);
    expect((await readJson<LinkView>(second)).booking.booking.status).toBe('cancelled');
    expect((await row(id)).updatedAt.getTime()).toBe(after.updatedAt.getTime());

    // its place is free again for the public
    const availability = await app.request(
      `/api/public/businesses/${made.businessId}/availability?serviceId=${made.service.id}&date=${bookableDate()}`,
    );
    const { days } = await readJson<{
      days: { slots: { time: string; status: string }[] }[];
    }>(availability);
    expect(days[0]?.slots.find((slot) => slot.time === '10:00')?.status).toBe('available');
  });

  it('refuses to cancel or move after the cut-off, naming it, and changes nothing', async () => {
    const made = await business();
    // three days ahead, and changes close a week before the start: already past
    await setPolicy(made.businessId, { clientChangeCutoffHours: 168 });
    const { id, token } = await book(made);
    const before = await row(id);
    const view = (await readJson<LinkView>(await app.request(`/api/my-booking/${token}`))).booking;
    expect(view.changes.canChange).toBe(false);
    expect(view.changes.closedReason).toContain('168 hours before the start');

    const cancel = await app.request(`/api/my-booking/${token}/cancel`, json({}));
    expect(cancel.status).toBe(409);
    const { error } = await readJson<ErrorAnswer>(cancel);
    expect(error.code).toBe('past_cut_off');
    expect(error.message).toContain('168 hours before the start');
    expect(error.message).toContain(addDays(bookableDate(), -7));

    const move = await app.request(
      `/api/my-booking/${token}/reschedule`,
      json({ date: bookableDate(4), time: '12:00' }),
    );
    expect(move.status).toBe(409);
    expect((await readJson<ErrorAnswer>(move)).error.code).toBe('past_cut_off');
    expect(await row(id)).toEqual(before);
  });

  it('cancels a paid booking under a full-refund policy as refund_due, which the owner then refunds', async () => {
    const made = await business({ requirePayment: true });
    const { id, token } = await book(made);
    const started = await app.request(`/api/public/bookings/${id}/payment`, { method: 'POST' });
    expect(started.status).toBe(200);
    const { payment } = await readJson<PaymentAnswer>(started);
    await app.request(`/pay/test/${payment.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect((await app.request(`/api/public/payments/${payment.reference}`)).status).toBe(200);
    expect((await row(id)).paymentStatus).toBe('completed');

    const before = (await readJson<LinkView>(await app.request(`/api/my-booking/${token}`)))
      .booking;
    expect(before.changes.cancelOutcome).toBe('refund');

    const cancel = await app.request(`/api/my-booking/${token}/cancel`, json({}));
    expect(cancel.status).toBe(200);
    expect(await row(id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      paymentStatus: 'refund_due',
    });
    const [owed] = await app.db
      .select()
      .from(clientBusinessTransactions)
      .where(eq(clientBusinessTransactions.bookingId, id));
    expect(owed?.status).toBe('refund_due');

    // the owner's own Refund button sends it back
    const refund = await made.owner.client.request(`/api/bookings/${id}/refund`, {
      method: 'POST',
    });
    expect(refund.status).toBe(200);
    expect((await row(id)).paymentStatus).toBe('refunded');
  });

  it('keeps the payment of a paid booking cancelled under a no-refund policy', async () => {
    const made = await business();
    await setPolicy(made.businessId, { clientRefundPolicy: 'none' });
    const { id, token } = await book(made);
    await app.db
      .update(bookings)
      .set({ paymentStatus: 'completed', paidAt: new Date() })
      .where(eq(bookings.id, id));
    const view = (await readJson<LinkView>(await app.request(`/api/my-booking/${token}`))).booking;
    expect(view.changes.cancelOutcome).toBe('no_refund');
    const cancel = await app.request(`/api/my-booking/${token}/cancel`, json({}));
    expect(cancel.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' });
  });

  it('moves to a free time the public page offers, and frees the old one', async () => {
    const made = await business({ capacity: 1 });
    const { id, token } = await book(made);
    const response = await app.request(
      `/api/my-booking/${token}/reschedule`,
      json({ date: bookableDate(4), time: '14:00' }),
    );
    expect(response.status).toBe(200);
    const { booking: view } = await readJson<LinkView>(response);
    expect(view.booking).toMatchObject({ date: bookableDate(4), time: '14:00' });
    expect(await row(id)).toMatchObject({
      bookingDate: bookableDate(4),
      bookingTime: '14:00:00',
      status: 'confirmed',
    });
    // the old time takes a new booking again
    await book(made);
  });

  type Times = Record<string, string>;
  const timesOf = (body: { days: { slots: { time: string; status: string }[] }[] }): Times =>
    Object.fromEntries((body.days[0]?.slots ?? []).map((slot) => [slot.time, slot.status]));
  async function clientTimes(token: string, date = bookableDate()): Promise<Times> {
    const response = await app.request(`/api/my-booking/${token}/availability?date=${date}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return timesOf(await readJson<Parameters<typeof timesOf>[0]>(response));
  }
  async function publicTimes(made: { businessId: string; service: { id: string } }) {
    const response = await app.request(
      `/api/public/businesses/${made.businessId}/availability?serviceId=${made.service.id}&date=${bookableDate()}`,
    );
    expect(response.status).toBe(200);
    return timesOf(await readJson<Parameters<typeof timesOf>[0]>(response));
  }
  const near = (times: Times, ...at: string[]) => at.map((time) => times[time]);

  it('offers the times only the booking itself stands in the way of, and the move takes one', async () => {
    // one place per slot, an hour's service on half-hour slots: 09:30 and 10:30 overlap 10:00
    const made = await business({ capacity: 1 });
    const { id, token } = await book(made);
    await book(made, {
      time: '12:00',
      customer: { name: 'Baraka Mwangi', email: 'baraka@example.com', phone: '0722000111' },
    });
    const everyone = await publicTimes(made);
    expect(near(everyone, '09:30', '10:00', '10:30')).toEqual(['full', 'full', 'full']);

    const own = await clientTimes(token);
    expect(near(own, '09:30', '10:00', '10:30')).toEqual(['available', 'available', 'available']);
    // another client's booking still stands in the way
    expect(near(own, '11:30', '12:00', '12:30')).toEqual(['full', 'full', 'full']);
    // every other time as the public page has it
    for (const [time, status] of Object.entries(everyone)) {
      if (!['09:30', '10:00', '10:30'].includes(time)) expect(own[time], time).toBe(status);
    }

    const moved = await app.request(
      `/api/my-booking/${token}/reschedule`,
      json({ date: bookableDate(), time: '10:30' }),
    );
    expect(moved.status).toBe(200);
    expect(await row(id)).toMatchObject({ bookingTime: '10:30:00', status: 'confirmed' });
    const after = await clientTimes(token);
    expect(near(after, '09:30', '10:00', '10:30', '11:00')).toEqual([
      'available',
      'available',
      'available',
      'available',
    ]);
    expect(near(await publicTimes(made), '09:30', '10:00', '10:30', '11:00')).toEqual([
      'available',
      'full',
      'full',
      'full',
    ]);
  });

  it('frees no place of another booking at the same time once its own is cancelled', async () => {
    const made = await business({ capacity: 1 });
    const { token } = await book(made);
    expect((await app.request(`/api/my-booking/${token}/cancel`, json({}))).status).toBe(200);
    await book(made, {
      customer: { name: 'Baraka Mwangi', email: 'baraka@example.com', phone: '0722000111' },
    });
    // the cancelled booking holds no place, so the other one (same time, same length) is not it
    expect(near(await clientTimes(token), '09:30', '10:00', '10:30')).toEqual([
      'full',
      'full',
      'full',
    ]);
  });

  it('answers a missing or impossible date with 400, and a lapsed business with its neutral words', async () => {
    const made = await business();
    const { token } = await book(made);
    // a control character is refused before any route (bad_request), the rest by the query's check
    for (const [query, code] of [
      ['', 'validation'],
      ['?date=', 'validation'],
      ['?date=2026-02-30', 'validation'],
      ['?date=tomorrow', 'validation'],
      ['?date=%00', 'bad_request'],
    ]) {
      const response = await app.request(`/api/my-booking/${token}/availability${query}`);
      expect(response.status, query).toBe(400);
      expect((await readJson<ErrorAnswer>(response)).error.code, query).toBe(code);
    }
    await lapse(app, made.businessId);
    const response = await app.request(
      `/api/my-booking/${token}/availability?date=${bookableDate()}`,
    );
    expect(response.status).toBe(403);
    expect((await readJson<ErrorAnswer>(response)).error.code).toBe('not_taking_bookings');
  });

  it('refuses a full, closed, past or too distant time, changing nothing', async () => {
    const made = await business({ capacity: 1, advanceDays: 10 });
    const { id, token } = await book(made);
    await book(made, { time: '12:00' });
    const before = await row(id);
    const yesterday = addDays(localDateAt(new Date(), 'Africa/Nairobi'), -1);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: bookableDate(), time: '12:00' }, 409, 'slot_taken'],
      [{ date: bookableDate(), time: '03:00' }, 409, 'slot_not_offered'],
      [{ date: bookableDate(), time: '12:10' }, 409, 'slot_not_offered'],
      [{ date: yesterday, time: '12:00' }, 409, 'slot_not_offered'],
      [{ date: bookableDate(20), time: '12:00' }, 409, 'slot_not_offered'],
    ];
    for (const [body, status, code] of cases) {
      const response = await app.request(`/api/my-booking/${token}/reschedule`, json(body));
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await readJson<ErrorAnswer>(response)).error.code).toBe(code);
    }
    expect(await row(id)).toEqual(before);
  });

  it('refuses to move a cancelled booking', async () => {
    const made = await business();
    const { id, token } = await book(made);
    await app.request(`/api/my-booking/${token}/cancel`, json({}));
    const response = await app.request(
      `/api/my-booking/${token}/reschedule`,
      json({ date: bookableDate(4), time: '12:00' }),
    );
    expect(response.status).toBe(409);
    expect((await row(id)).bookingDate).toBe(bookableDate());
  });

  it('answers junk bodies and control characters with 400, changing nothing', async () => {
    const made = await business();
    const { id, token } = await book(made);
    const before = await row(id);
    const junk: string[] = [
      'not json',
      '[]',
      '"text"',
      '42',
      'null',
      JSON.stringify({}),
      JSON.stringify({ date: bookableDate(4) }),
      JSON.stringify({ date: '2026-13-45', time: '10:00' }),
      JSON.stringify({ date: `${bookableDate(4)}\u0000`, time: '10:00' }),
      JSON.stringify({ date: bookableDate(4), time: '10:00\u0007' }),
      JSON.stringify({ date: bookableDate(4), time: '10:00', staffId: 'nobody\u001b[31m' }),
      JSON.stringify({ date: 20261201, time: 10 }),
      JSON.stringify({ date: { $gt: '' }, time: ['10:00'] }),
    ];
    for (const body of junk) {
      const response = await app.request(`/api/my-booking/${token}/reschedule`, json(body));
      expect(response.status, body).toBe(400);
      const { error } = await readJson<ErrorAnswer>(response);
      expect(error.message.length, body).toBeGreaterThan(0);
    }
    for (const body of ['not json', '[]', '"x"', JSON.stringify({ reason: 'x\u0000' })]) {
      const response = await app.request(`/api/my-booking/${token}/cancel`, json(body));
      expect(response.status, body).toBe(400);
    }
    expect(await row(id)).toEqual(before);
  });

  it('saves the client-change settings through General settings, and refuses out of range', async () => {
    const made = await business();
    const put = (body: object) =>
      made.owner.client.request('/api/business/settings/general', { method: 'PUT', body });
    for (const [change, field, message] of [
      [{ clientChangeCutoffHours: 169 }, 'clientChangeCutoffHours', 'between 0 and 168 hours'],
      [{ clientChangeCutoffHours: -1 }, 'clientChangeCutoffHours', 'between 0 and 168 hours'],
      [{ clientChangeCutoffHours: 1.5 }, 'clientChangeCutoffHours', 'between 0 and 168 hours'],
      [{ clientRefundPolicy: 'half' }, 'clientRefundPolicy', 'full refund or no refund'],
    ] as const) {
      const response = await put({ ...GENERAL_SETTINGS, ...change });
      expect(response.status).toBe(400);
      const { error } = await readJson<{ error: { fields: Record<string, string> } }>(response);
      expect(error.fields[field]).toContain(message);
    }
    const saved = await put({
      ...GENERAL_SETTINGS,
      clientChangeCutoffHours: 24,
      clientRefundPolicy: 'none',
    });
    expect(saved.status).toBe(200);
    expect((await readJson<{ settings: object }>(saved)).settings).toMatchObject({
      clientChangeCutoffHours: 24,
      clientRefundPolicy: 'none',
    });
    // a body without them keeps what is stored
    expect((await put(GENERAL_SETTINGS)).status).toBe(200);
    const [stored] = await app.db
      .select()
      .from(businessSettings)
      .where(eq(businessSettings.businessId, made.businessId));
    expect(stored).toMatchObject({ clientChangeCutoffHours: 24, clientRefundPolicy: 'none' });
  });

  it('a move racing a new public booking for the last place: exactly one wins, never oversold', async () => {
    const made = await business({ capacity: 1, advanceDays: 30 });
    const rounds = 16;
    const setups = [];
    for (let i = 0; i < rounds; i++) {
      const date = bookableDate(2 + Math.floor(i / 4));
      const target = ['11:00', '12:00', '13:00', '14:00'][i % 4] ?? '11:00';
      // each round's own booking sits weeks later at the same hour, and races for `target`
      const own = await book(made, { date: bookableDate(20 + Math.floor(i / 4)), time: target });
      setups.push({ date, target, own });
    }
    const outcomes = await Promise.all(
      setups.map(async ({ date, target, own }) => {
        const [move, fresh] = await Promise.all([
          app.request(`/api/my-booking/${own.token}/reschedule`, json({ date, time: target })),
          app.request(
            `/api/public/businesses/${made.businessId}/bookings`,
            json(bookingBody(made.service.id, { date, time: target })),
          ),
        ]);
        return { date, target, move: move.status, fresh: fresh.status };
      }),
    );
    for (const outcome of outcomes) {
      const statuses = [outcome.move, outcome.fresh].sort();
      // one 200/201, the other 409
      expect(
        statuses.filter((s) => s === 200 || s === 201),
        JSON.stringify(outcome),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        JSON.stringify(outcome),
      ).toHaveLength(1);
      const live = await app.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.businessId, made.businessId),
            eq(bookings.bookingDate, outcome.date),
            eq(bookings.bookingTime, `${outcome.target}:00`),
            ne(bookings.status, 'cancelled'),
          ),
        );
      expect(live, JSON.stringify(outcome)).toHaveLength(1);
    }
  });
});
