import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodRanges, type DashboardPeriod } from '../../src/shared/dashboard';
import { localDateAt } from '../../src/shared/zoned-time';
import { expireHolds } from '../../src/server/bookings/expire-holds';
import { bookings } from '../../src/server/db/schema/bookings';
import { bookableBusiness, bookableDate, bookingBody } from '../support/bookable';
import { addClient } from '../support/clients';
import { buildBooking, buildClientPayment } from '../support/factories';
import { createInvoice } from '../support/invoices';
import { startServerWithMail } from '../support/server-with-mail';
import type { Owner } from '../support/owners';
import { type TestServer } from '../support/test-server';
import { readJson, type PaymentAnswer } from '../support/answers';

interface Figures {
  bookings: { current: number };
  revenueMinor: { current: number };
  cancellations: { current: number };
}

interface EarningsRow {
  reference: string;
  amountMinor: number;
  platformFeeMinor: number | null;
  businessAmountMinor: number | null;
  status: string;
}

interface Earnings {
  totals: {
    grossMinor: number;
    platformFeeMinor: number;
    netMinor: number;
    pendingCount: number;
    failedCount: number;
    cancelledCount: number;
    notCompletedCount: number;
  };
  recent: EarningsRow[];
}

const TIMEZONE = 'Africa/Nairobi';

/** The dashboard period whose dates hold `date` (bookings ahead fall in this week, month or year). */
function periodHolding(date: string): DashboardPeriod {
  const today = localDateAt(new Date(), TIMEZONE);
  const periods: DashboardPeriod[] = ['today', 'week', 'month', 'year'];
  const period = periods.find((key) => {
    const { current } = periodRanges(key, today);
    return current.from <= date && date <= current.to;
  });
  if (!period) throw new Error(`no dashboard period holds ${date}`);
  return period;
}

describe('figures that follow what happened to the money', () => {
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await startServerWithMail());
  });
  afterAll(() => close());

  async function figuresOf(owner: Owner, period: DashboardPeriod): Promise<Figures> {
    const response = await owner.client.get(`/api/dashboard?period=${period}`);
    expect(response.status).toBe(200);
    return (await readJson<{ figures: Figures }>(response)).figures;
  }

  async function earningsOf(owner: Owner): Promise<Earnings> {
    const response = await owner.client.get('/api/business/earnings');
    expect(response.status).toBe(200);
    return await readJson<Earnings>(response);
  }

  async function ownerBooking(owner: Owner, bookingId: string) {
    const response = await owner.client.get(`/api/bookings/${bookingId}`);
    expect(response.status).toBe(200);
    const { booking } = await readJson<{
      booking: { paymentStatus: string; amountMinor: number; isAwaitingOnlinePayment: boolean };
    }>(response);
    return booking;
  }

  /** A booking for today that the business made, with a client who has an e-mail, and its invoice. */
  async function invoicedBooking(paymentStatus: 'pending' | 'completed') {
    const business = await bookableBusiness(app);
    const customer = await addClient(business.owner, {
      name: 'Mary Atieno',
      email: `mary-${Date.now()}@example.com`,
      phone: '0712 345 678',
    });
    const booking = await buildBooking(app.db, {
      businessId: business.businessId,
      serviceId: business.service.id,
      clientId: customer.id,
      bookingDate: localDateAt(new Date(), TIMEZONE),
      status: 'confirmed',
      paymentStatus,
      totalAmountMinor: 2_000_00,
    });
    // billed with tax on top: the invoice's total is not the booking's price
    const invoice = await createInvoice(business.owner, {
      clientId: customer.id,
      bookingId: booking.id,
      subtotalMinor: 2_000_00,
      taxMinor: 320_00,
    });
    expect((await business.owner.client.post(`/api/invoices/${invoice.id}/send`)).status).toBe(200);
    return { ...business, booking, invoice };
  }

  /** A pay-on-booking hold made on the public page, and the card checkout started for it. */
  async function heldCheckout(
    business: Awaited<ReturnType<typeof bookableBusiness>>,
    time: string,
  ) {
    const body = bookingBody(business.service.id, { date: bookableDate(1), time });
    const created = await app.request(`/api/public/businesses/${business.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    const { booking } = await readJson<{ booking: { id: string; date: string } }>(created);
    const started = await app.request(`/api/public/bookings/${booking.id}/payment`, {
      method: 'POST',
    });
    expect(started.status).toBe(200);
    const { payment } = await readJson<PaymentAnswer>(started);
    return { booking, reference: payment.reference };
  }

  /** The hold's 15 minutes pass (moved back rather than waited for), and the expiry job runs. */
  async function letHoldLapse(businessId: string, bookingId: string) {
    await app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(bookings.id, bookingId), eq(bookings.businessId, businessId)));
  }

  it('a paid invoice pays its booking: paid with the amount billed, and counted as revenue', async () => {
    const { owner, booking, invoice } = await invoicedBooking('pending');
    expect((await figuresOf(owner, 'today')).revenueMinor.current).toBe(0);

    expect((await owner.client.post(`/api/invoices/${invoice.id}/mark-paid`)).status).toBe(200);
    expect(await ownerBooking(owner, booking.id)).toMatchObject({
      paymentStatus: 'completed',
      amountMinor: 2_320_00,
    });
    // today is counted from the bookings, a month from the daily figures: both see it, once
    for (const period of ['today', 'month'] as const) {
      const figures = await figuresOf(owner, period);
      expect({ period, revenue: figures.revenueMinor.current }).toEqual({
        period,
        revenue: 2_320_00,
      });
    }
    // paid once: the counter cannot take the money a second time
    const again = await owner.client.post(`/api/bookings/${booking.id}/payment`);
    expect(again.status).toBe(409);
  });

  it('a paid invoice for a booking paid online counts the money once, as it was paid', async () => {
    const { owner, businessId, booking, invoice } = await invoicedBooking('completed');
    await buildClientPayment(app.db, { businessId, bookingId: booking.id, amountMinor: 2_000_00 });

    expect((await owner.client.post(`/api/invoices/${invoice.id}/mark-paid`)).status).toBe(200);
    expect(await ownerBooking(owner, booking.id)).toMatchObject({
      paymentStatus: 'completed',
      amountMinor: 2_000_00,
    });
    for (const period of ['today', 'month'] as const) {
      expect((await figuresOf(owner, period)).revenueMinor.current).toBe(2_000_00);
    }
  });

  it('an expired checkout is neither a cancellation nor a pending payment', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const { owner, businessId } = business;
    const abandoned = await heldCheckout(business, '10:00');
    // a real cancellation beside it, by the business, which the dashboard does count
    const cancelled = await heldCheckout(business, '11:00');
    const cancelling = await owner.client.request(`/api/bookings/${cancelled.booking.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
    });
    expect(cancelling.status).toBe(200);

    await letHoldLapse(businessId, abandoned.booking.id);
    // its time is up before the expiry job has come: already not a payment still on its way
    const early = await earningsOf(owner);
    expect(early.recent.find((row) => row.reference === abandoned.reference)).toMatchObject({
      status: 'not_completed',
      platformFeeMinor: null,
      businessAmountMinor: null,
    });
    expect(await expireHolds(app.db, { businessId })).toBe(1);

    const figures = await figuresOf(owner, periodHolding(abandoned.booking.date));
    expect(figures.cancellations.current).toBe(1);
    expect(figures.bookings.current).toBe(0);
    const earnings = await earningsOf(owner);
    expect(earnings.recent.find((row) => row.reference === abandoned.reference)).toMatchObject({
      status: 'not_completed',
      platformFeeMinor: null,
      businessAmountMinor: null,
    });
    // the checkout the business's cancellation ended stays a cancelled one
    expect(earnings.recent.find((row) => row.reference === cancelled.reference)?.status).toBe(
      'cancelled',
    );
    expect(earnings.totals).toMatchObject({
      pendingCount: 0,
      notCompletedCount: 1,
      cancelledCount: 1,
      grossMinor: 0,
      platformFeeMinor: 0,
      netMinor: 0,
    });
  });

  it('a declined payment has no fee and no net amount, and its lapsed hold is no cancellation', async () => {
    const business = await bookableBusiness(app, { requirePayment: true });
    const { owner, businessId } = business;
    const declined = await heldCheckout(business, '10:00');
    const choosing = await app.request(`/pay/test/${declined.reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failure',
      redirect: 'manual',
    });
    expect(choosing.status).toBeLessThan(400);

    const failed = await earningsOf(owner);
    expect(failed.recent.find((row) => row.reference === declined.reference)).toMatchObject({
      status: 'failed',
      amountMinor: 2_000_00,
      platformFeeMinor: null,
      businessAmountMinor: null,
    });
    expect(failed.totals).toMatchObject({ failedCount: 1, platformFeeMinor: 0, netMinor: 0 });

    await letHoldLapse(businessId, declined.booking.id);
    expect(await expireHolds(app.db, { businessId })).toBe(1);
    expect(
      (await figuresOf(owner, periodHolding(declined.booking.date))).cancellations.current,
    ).toBe(0);
    // declined stays declined once the hold has lapsed
    const later = await earningsOf(owner);
    expect(later.recent.find((row) => row.reference === declined.reference)?.status).toBe('failed');
    expect(later.totals).toMatchObject({ failedCount: 1, notCompletedCount: 0, pendingCount: 0 });
  });
});
