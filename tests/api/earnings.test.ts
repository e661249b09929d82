import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARNINGS_MESSAGES } from '../../src/shared/earnings';
import { businesses } from '../../src/server/db/schema/businesses';
import { buildBooking, buildClientPayment, buildService } from '../support/factories';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

interface Totals {
  currency: string;
  grossMinor: number;
  platformFeeMinor: number;
  netMinor: number;
  refundedMinor: number;
  completedCount: number;
  pendingCount: number;
  failedCount: number;
  refundDueCount: number;
  refundingCount: number;
  refundedCount: number;
  cancelledCount: number;
  notCompletedCount: number;
}

interface EarningsView {
  period: { key: string; from: string | null; to: string };
  currency: string;
  totals: Totals;
  otherCurrencies: Totals[];
  recent: {
    id: string;
    reference: string;
    amountMinor: number;
    platformFeeMinor: number | null;
    businessAmountMinor: number | null;
    currency: string;
    status: string;
    method: string | null;
    createdAt: string;
    booking: {
      id: string;
      date: string;
      time: string;
      serviceName: string | null;
      customerName: string;
    } | null;
  }[];
}

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('earnings', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function earningsOf(owner: Owner, query = ''): Promise<EarningsView> {
    const response = await owner.client.get(`/api/business/earnings${query}`);
    expect(response.status).toBe(200);
    return await readJson<EarningsView>(response);
  }

  it('needs a session and a business', async () => {
    expect((await app.request('/api/business/earnings')).status).toBe(401);
    const owner = await signedInOwner(app);
    expect((await owner.client.get('/api/business/earnings')).status).toBe(404);
  });

  it('starts empty, over the last 30 days, in the business currency', async () => {
    const owner = await ownerWithBusiness(app);
    const before = Date.now();
    const view = await earningsOf(owner);
    expect(view.period.key).toBe('30d');
    expect(Date.parse(view.period.to)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(view.period.to) - Date.parse(view.period.from ?? '')).toBe(30 * DAY);
    expect(view.currency).toBe('KES');
    expect(view.totals).toEqual({
      currency: 'KES',
      grossMinor: 0,
      platformFeeMinor: 0,
      netMinor: 0,
      refundedMinor: 0,
      completedCount: 0,
      pendingCount: 0,
      failedCount: 0,
      refundDueCount: 0,
      refundingCount: 0,
      refundedCount: 0,
      cancelledCount: 0,
      notCompletedCount: 0,
    });
    expect(view.otherCurrencies).toEqual([]);
    expect(view.recent).toEqual([]);
  });

  it("shows only the owner's own business's payments", async () => {
    const owner = await ownerWithBusiness(app, 'Pwani Dental Clinic');
    const other = await ownerWithBusiness(app, 'Other Salon');
    const service = await buildService(app.db, { businessId: other.businessId });
    const booking = await buildBooking(app.db, {
      businessId: other.businessId,
      serviceId: service.id,
      customerName: 'Other Client',
    });
    const theirs = await buildClientPayment(app.db, {
      businessId: other.businessId,
      bookingId: booking.id,
      amountMinor: 7_000_00,
    });
    const mine = await buildClientPayment(app.db, {
      businessId: owner.businessId,
      amountMinor: 1_000_00,
    });
    const view = await earningsOf(owner);
    expect(view.recent.map((row) => row.id)).toEqual([mine.id]);
    expect(view.totals).toMatchObject({ grossMinor: 1_000_00, completedCount: 1 });
    const text = JSON.stringify(view);
    expect(text).not.toContain(theirs.paymentReference);
    expect(text).not.toContain('Other Client');
    // and the other owner sees only theirs
    const seen = await earningsOf(other);
    expect(seen.recent.map((row) => row.id)).toEqual([theirs.id]);
    expect(seen.totals.grossMinor).toBe(7_000_00);
  });

  it('sums completed payments within each period, from its start', async () => {
    const owner = await ownerWithBusiness(app);
    // one completed payment per age; each amount a different power of ten, so a sum names its rows
    const ages: [number, number][] = [
      [0.5, 1_00],
      [6.99, 10_00],
      [7.01, 100_00],
      [29, 1_000_00],
      [89, 10_000_00],
      [364, 100_000_00],
      [400, 1_000_000_00],
    ];
    for (const [days, amountMinor] of ages)
      await buildClientPayment(app.db, {
        businessId: owner.businessId,
        amountMinor,
        createdAt: daysAgo(days),
      });
    const grossOf = async (period: string) =>
      (await earningsOf(owner, `?period=${period}`)).totals.grossMinor;
    expect(await grossOf('7d')).toBe(11_00);
    expect(await grossOf('30d')).toBe(1_111_00);
    expect(await grossOf('90d')).toBe(11_111_00);
    expect(await grossOf('365d')).toBe(111_111_00);
    expect(await grossOf('all')).toBe(1_111_111_00);
    const all = await earningsOf(owner, '?period=all');
    expect(all.period).toMatchObject({ key: 'all', from: null });
    expect(all.totals.completedCount).toBe(7);
    // the split: 5% to the platform, the rest to the business, summed as stored
    expect(all.totals.platformFeeMinor + all.totals.netMinor).toBe(all.totals.grossMinor);
    expect(all.totals.platformFeeMinor).toBe(
      ages.reduce((sum, [, amount]) => sum + Math.round(amount * 0.05), 0),
    );
    const week = await earningsOf(owner, '?period=7d');
    expect(Date.parse(week.period.to) - Date.parse(week.period.from ?? '')).toBe(7 * DAY);
  });

  it('counts each status, and takes money only from completed payments', async () => {
    const owner = await ownerWithBusiness(app);
    const statuses = [
      ['completed', 2_000_00],
      ['completed', 3_000_00],
      ['pending', 500_00],
      ['pending', 500_00],
      ['failed', 800_00],
      ['refund_due', 1_500_00],
      ['refunding', 1_200_00],
      ['refunded', 900_00],
      ['refunded', 100_00],
      ['cancelled', 700_00],
    ] as const;
    for (const [status, amountMinor] of statuses)
      await buildClientPayment(app.db, { businessId: owner.businessId, status, amountMinor });
    const { totals, recent } = await earningsOf(owner);
    expect(totals).toEqual({
      currency: 'KES',
      grossMinor: 5_000_00,
      platformFeeMinor: 250_00,
      netMinor: 4_750_00,
      refundedMinor: 1_000_00,
      completedCount: 2,
      pendingCount: 2,
      failedCount: 1,
      refundDueCount: 1,
      refundingCount: 1,
      refundedCount: 2,
      cancelledCount: 1,
      notCompletedCount: 0,
    });
    expect(recent.map((row) => row.status).sort()).toEqual(
      statuses.map(([status]) => status).sort(),
    );
    // a fee and a net amount only where money arrived
    for (const row of recent) {
      const hasMoney = ['completed', 'refund_due', 'refunding', 'refunded'].includes(row.status);
      expect({ status: row.status, hasFee: row.platformFeeMinor !== null }).toEqual({
        status: row.status,
        hasFee: hasMoney,
      });
      expect(row.businessAmountMinor === null).toBe(!hasMoney);
    }
  });

  it('lists the 10 newest payments of any age, newest first, with what they paid for', async () => {
    const owner = await ownerWithBusiness(app);
    const service = await buildService(app.db, {
      businessId: owner.businessId,
      name: 'Box braids',
    });
    const booking = await buildBooking(app.db, {
      businessId: owner.businessId,
      serviceId: service.id,
      bookingDate: '2030-02-14',
      bookingTime: '14:30',
      customerName: 'Wanjiru Kamau',
    });
    const made = [];
    // twelve payments, all older than the period: the list does not follow the period
    for (let i = 0; i < 12; i++)
      made.push(
        await buildClientPayment(app.db, {
          businessId: owner.businessId,
          bookingId: i === 11 ? booking.id : null,
          clientEmail: 'wanjiru@example.com',
          clientPhone: '+254711000202',
          paystackReference: `PSK-secret-${i}`,
          checkoutUrl: 'https://checkout.example/secret',
          status: i % 2 ? 'completed' : 'failed',
          createdAt: daysAgo(100 - i),
        }),
      );
    const view = await earningsOf(owner, '?period=7d');
    expect(view.totals.completedCount).toBe(0);
    expect(view.recent.map((row) => row.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((row) => row.id),
    );
    const newest = made[11]!;
    expect(view.recent[0]).toEqual({
      id: newest.id,
      reference: newest.paymentReference,
      amountMinor: 200000,
      platformFeeMinor: 10000,
      businessAmountMinor: 190000,
      currency: 'KES',
      status: 'completed',
      method: 'card',
      createdAt: newest.createdAt.toISOString(),
      booking: {
        id: booking.id,
        date: '2030-02-14',
        time: '14:30',
        serviceName: 'Box braids',
        customerName: 'Wanjiru Kamau',
      },
    });
    expect(view.recent[1]?.booking).toBeNull();
    // the client's contact details and the provider's own ids stay on the server
    const text = JSON.stringify(view);
    for (const secret of ['wanjiru@example.com', '+254711000202', 'PSK-secret', 'checkout.example'])
      expect(text).not.toContain(secret);
  });

  it('keeps each currency apart, the business currency first', async () => {
    const owner = await ownerWithBusiness(app);
    await buildClientPayment(app.db, { businessId: owner.businessId, amountMinor: 3_000_00 });
    await buildClientPayment(app.db, {
      businessId: owner.businessId,
      amountMinor: 15_00,
      currency: 'USD',
    });
    await buildClientPayment(app.db, {
      businessId: owner.businessId,
      amountMinor: 20_00,
      currency: 'EUR',
      status: 'pending',
    });
    const view = await earningsOf(owner);
    expect(view.totals).toMatchObject({ currency: 'KES', grossMinor: 3_000_00 });
    expect(view.otherCurrencies).toMatchObject([
      { currency: 'EUR', grossMinor: 0, pendingCount: 1 },
      { currency: 'USD', grossMinor: 15_00, completedCount: 1 },
    ]);
    // the business's currency follows its settings
    await app.db
      .update(businesses)
      .set({ currency: 'USD' })
      .where(eq(businesses.id, owner.businessId));
    const inDollars = await earningsOf(owner);
    expect(inDollars.currency).toBe('USD');
    expect(inDollars.totals).toMatchObject({ currency: 'USD', grossMinor: 15_00 });
    expect(inDollars.otherCurrencies.map((totals) => totals.currency)).toEqual(['EUR', 'KES']);
  });

  it('refuses an unknown period with a clear 400', async () => {
    const owner = await ownerWithBusiness(app);
    for (const query of [
      '?period=1y',
      '?period=',
      '?period=7D',
      '?period=7d&period=30d',
      `?period=${encodeURIComponent("30d' OR 1=1 --")}`,
      `?period=${'9'.repeat(5000)}`,
    ]) {
      const response = await owner.client.get(`/api/business/earnings${query}`);
      expect(response.status, query).toBe(400);
      const body = await readJson<ErrorAnswer>(response);
      expect(body.error.message, query).toBe(EARNINGS_MESSAGES.period);
    }
    // a key it does not read is ignored
    expect((await owner.client.get('/api/business/earnings?page=2')).status).toBe(200);
  });
});
