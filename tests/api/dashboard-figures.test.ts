import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus, PaymentStatus } from '../../src/shared/bookings';
import type { DashboardPeriod } from '../../src/shared/dashboard';
import { zonedInstant } from '../../src/shared/zoned-time';
import { loadDashboard } from '../../src/server/dashboard/operations';
import { clients, staff } from '../../src/server/db/schema/people';
import { buildBooking, buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

const NAIROBI = 'Africa/Nairobi';
/**
 * The clock: 00:15 on Thursday 3 January 2030 in Nairobi (UTC+3), still the 2nd in UTC. Its week
 * (Monday 31 December to Sunday 6 January) crosses the new year.
 */
const NOW = new Date('2030-01-02T21:15:00Z');

interface Booked {
  date: string;
  time: string;
  status: BookingStatus;
  paymentStatus?: PaymentStatus;
  amountMinor: number;
  currency?: string;
  clientId?: string;
  staffId?: string;
  customerName?: string;
  holdExpiresAt?: Date;
}

describe('dashboard figures on known bookings, judged in Nairobi time', () => {
  let app: TestServer;
  let businessId: string;
  const figuresOf = (period: DashboardPeriod, now = NOW) =>
    loadDashboard(app.db, { businessId, currency: 'KES', period, now });

  beforeAll(async () => {
    app = await startTestServer();
    const owner = await ownerWithBusiness(app, 'Nyali Barbers');
    businessId = owner.businessId;
    const service = await buildService(app.db, { businessId, name: 'Fade' });
    const [member] = await app.db
      .insert(staff)
      .values({ businessId, name: 'Juma Salim', email: 'juma@nyali.example' })
      .returning();
    // clients added around the day and week boundaries (created_at is an instant)
    const [regular] = await app.db
      .insert(clients)
      .values([
        { businessId, name: 'Wanjiru Kamau', createdAt: new Date('2030-01-02T21:00:00Z') },
        { businessId, name: 'Late Yesterday', createdAt: new Date('2030-01-02T20:59:59Z') },
        { businessId, name: 'Monday Midnight', createdAt: new Date('2029-12-30T21:00:00Z') },
        { businessId, name: 'Sunday Night', createdAt: new Date('2029-12-30T20:59:00Z') },
      ])
      .returning();
    const book = ({ date, time, amountMinor, ...rest }: Booked) =>
      buildBooking(app.db, {
        businessId,
        serviceId: service.id,
        bookingDate: date,
        bookingTime: time,
        startsAt: zonedInstant(date, time, NAIROBI),
        endsAt: new Date(zonedInstant(date, time, NAIROBI).getTime() + 60 * 60 * 1000),
        totalAmountMinor: amountMinor,
        paymentStatus: 'pending',
        ...rest,
      });
    // amounts are powers of ten (and a few odd ones), so each sum names the bookings in it
    const KNOWN: [string, string, BookingStatus, PaymentStatus, number, string?][] = [
      ['2030-01-02', '23:30', 'confirmed', 'completed', 100],
      ['2030-01-02', '12:00', 'cancelled', 'pending', 2],
      // paid in dollars the week before: a booking of that week, never money of it
      ['2029-12-28', '09:00', 'completed', 'completed', 50_000_000, 'USD'],
      ['2030-01-03', '00:30', 'completed', 'completed', 1_000],
      ['2030-01-03', '12:00', 'confirmed', 'refunded', 5],
      ['2030-01-03', '14:00', 'pending', 'pending', 1_000_000_000],
      ['2030-01-03', '15:00', 'cancelled', 'completed', 1_000_000_000],
      ['2030-01-03', '16:00', 'confirmed', 'completed', 1_500, 'USD'],
      ['2029-12-31', '00:30', 'completed', 'completed', 100_000],
      ['2029-12-30', '23:30', 'confirmed', 'completed', 1_000_000],
      ['2030-01-05', '18:00', 'confirmed', 'completed', 10_000_000],
      ['2030-01-06', '09:00', 'confirmed', 'completed', 100_000_000],
      ['2030-12-31', '23:30', 'confirmed', 'completed', 3],
      ['2029-01-01', '00:30', 'confirmed', 'completed', 7],
      ['2028-12-31', '23:30', 'confirmed', 'completed', 9],
    ];
    for (const [date, time, status, paymentStatus, amountMinor, currency] of KNOWN)
      await book({ date, time, status, paymentStatus, amountMinor, currency: currency ?? 'KES' });
    // a regular with a staff member; the client's own name is shown, not the one typed at booking
    await book({
      date: '2030-01-03',
      time: '10:00',
      status: 'confirmed',
      amountMinor: 10_000,
      clientId: regular?.id,
      staffId: member?.id,
      customerName: 'W. Kamau',
    });
    // unpaid holds that lapsed (a checkout abandoned, a payment declined): stored as cancelled,
    // naming no one and keeping the hold's end, they are neither bookings nor cancellations
    for (const date of ['2030-01-02', '2030-01-03'])
      await book({
        date,
        time: '17:00',
        status: 'cancelled',
        amountMinor: 4,
        holdExpiresAt: new Date('2030-01-01T08:15:00Z'),
      });

    // another business, busy on the same days: none of it is ever counted
    const other = await ownerWithBusiness(app, 'Other Barbers');
    const theirs = await buildService(app.db, { businessId: other.businessId });
    for (const date of ['2029-12-31', '2030-01-02', '2030-01-03', '2030-01-05'])
      await buildBooking(app.db, {
        businessId: other.businessId,
        serviceId: theirs.id,
        bookingDate: date,
        bookingTime: '10:00',
        startsAt: zonedInstant(date, '10:00', NAIROBI),
        endsAt: zonedInstant(date, '11:00', NAIROBI),
        status: 'confirmed',
        paymentStatus: 'completed',
        totalAmountMinor: 777,
      });
    await app.db
      .insert(clients)
      .values({ businessId: other.businessId, name: 'Not Ours', createdAt: NOW });
  });
  afterAll(() => app.close());

  it('today against yesterday, with the day starting at midnight in Nairobi', async () => {
    const view = await figuresOf('today');
    expect(view.timezone).toBe(NAIROBI);
    expect(view.today).toBe('2030-01-03');
    expect(view.range).toEqual({ from: '2030-01-03', to: '2030-01-03' });
    expect(view.previousRange).toEqual({ from: '2030-01-02', to: '2030-01-02' });
    expect(view.figures).toEqual({
      // 00:30 completed, 10:00, the refunded 12:00 and the USD 16:00; not pending nor cancelled
      bookings: { current: 4, previous: 1 },
      // only completed payments of counted bookings, in KES
      revenueMinor: { current: 1_000, previous: 100 },
      cancellations: { current: 1, previous: 1 },
      newClients: { current: 1, previous: 1 },
    });
    expect(view.otherCurrencies).toEqual([{ currency: 'USD', revenueMinor: 1_500, bookings: 1 }]);
  });

  it('the week from Monday against the week before, across the new year', async () => {
    const view = await figuresOf('week');
    expect(view.range).toEqual({ from: '2029-12-31', to: '2030-01-06' });
    expect(view.previousRange).toEqual({ from: '2029-12-24', to: '2029-12-30' });
    expect(view.figures).toEqual({
      bookings: { current: 8, previous: 2 },
      revenueMinor: { current: 110_101_100, previous: 1_000_000 },
      cancellations: { current: 2, previous: 0 },
      newClients: { current: 3, previous: 1 },
    });
    expect(view.series).toEqual({
      unit: 'day',
      labels: [
        '2029-12-31',
        '2030-01-01',
        '2030-01-02',
        '2030-01-03',
        '2030-01-04',
        '2030-01-05',
        '2030-01-06',
      ],
      bookings: [1, 0, 1, 4, 0, 1, 1],
      revenueMinor: [100_000, 0, 100, 1_000, 0, 10_000_000, 100_000_000],
    });
  });

  it('the month against the month before', async () => {
    const view = await figuresOf('month');
    expect(view.range).toEqual({ from: '2030-01-01', to: '2030-01-31' });
    expect(view.previousRange).toEqual({ from: '2029-12-01', to: '2029-12-31' });
    expect(view.figures).toEqual({
      bookings: { current: 7, previous: 3 },
      revenueMinor: { current: 110_001_100, previous: 1_100_000 },
      cancellations: { current: 2, previous: 0 },
      newClients: { current: 2, previous: 2 },
    });
    expect(view.series.labels).toHaveLength(31);
    expect(view.series.bookings.slice(0, 7)).toEqual([0, 1, 4, 0, 1, 1, 0]);
  });

  it('the year against the year before, to the last minute of 31 December', async () => {
    const view = await figuresOf('year');
    expect(view.range).toEqual({ from: '2030-01-01', to: '2030-12-31' });
    expect(view.figures).toMatchObject({
      bookings: { current: 8, previous: 4 },
      revenueMinor: { current: 110_001_103, previous: 1_100_007 },
    });
    expect(view.series.labels).toHaveLength(365);
    expect(view.series.bookings[364]).toBe(1);
    expect(view.series.revenueMinor[364]).toBe(3);
    expect(view.series.bookings.reduce((sum, n) => sum + n, 0)).toBe(8);
  });

  it("draws today per hour, in the business's currency", async () => {
    const { series } = await figuresOf('today');
    expect(series.unit).toBe('hour');
    expect(series.labels).toHaveLength(24);
    expect(series.labels[0]).toBe('00:00');
    expect(series.labels[23]).toBe('23:00');
    const hours = series.bookings.flatMap((count, hour) => (count ? [[hour, count]] : []));
    expect(hours).toEqual([
      [0, 1],
      [10, 1],
      [12, 1],
      [16, 1],
    ]);
    expect(series.revenueMinor[0]).toBe(1_000);
    expect(series.revenueMinor[16]).toBe(0);
  });

  it("lists today's bookings still to come, in order, with who and what", async () => {
    const early = await figuresOf('today');
    expect(early.upcoming.total).toBe(4);
    expect(early.upcoming.bookings.map((b) => [b.time, b.status])).toEqual([
      ['10:00', 'confirmed'],
      ['12:00', 'confirmed'],
      ['14:00', 'pending'],
      ['16:00', 'confirmed'],
    ]);
    expect(early.upcoming.bookings[0]).toMatchObject({
      clientName: 'Wanjiru Kamau',
      serviceName: 'Fade',
      staffName: 'Juma Salim',
    });
    expect(early.upcoming.bookings[1]).toMatchObject({
      clientName: 'Mary Atieno',
      staffName: null,
    });
    // at 11:30 the 10:00 booking (an hour long) is over; the list is the same whatever the period
    const later = await figuresOf('year', zonedInstant('2030-01-03', '11:30', NAIROBI));
    expect(later.upcoming.bookings.map((b) => b.time)).toEqual(['12:00', '14:00', '16:00']);
    expect(later.upcoming.total).toBe(3);
  });
});
