import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '../../src/shared/bookings';
import { bookings } from '../../src/server/db/schema/bookings';
import { countMonthBookings } from '../../src/server/subscriptions/limits';
import { buildBooking, buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

/** business_daily_figures as stored, and as counted afresh from the bookings, in the same shape. */
async function figures(app: TestServer, businessId: string) {
  const stored = await app.db.execute(sql`
    SELECT booking_date::text AS day, currency, bookings, cancellations, paid_bookings,
      revenue_minor::bigint AS revenue, places
    FROM business_daily_figures
    WHERE business_id = ${businessId}
      AND (bookings, cancellations, paid_bookings, revenue_minor, places) <> (0, 0, 0, 0, 0)
    ORDER BY 1, 2`);
  const counted = await app.db.execute(sql`
    SELECT booking_date::text AS day, currency,
      count(*) FILTER (WHERE status IN ('confirmed', 'completed'))::int AS bookings,
      count(*) FILTER (WHERE status = 'cancelled'
        AND NOT (cancelled_by IS NULL AND hold_expires_at IS NOT NULL))::int AS cancellations,
      count(*) FILTER (WHERE status IN ('confirmed', 'completed') AND payment_status = 'completed')::int
        AS paid_bookings,
      coalesce(sum(total_amount_minor) FILTER (
        WHERE status IN ('confirmed', 'completed') AND payment_status = 'completed'), 0)::bigint AS revenue,
      count(*) FILTER (WHERE status <> 'cancelled')::int AS places
    FROM bookings
    WHERE business_id = ${businessId}
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return { stored: stored.rows, counted: counted.rows };
}

// a fixed seed (mulberry32), so a failure can be replayed
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe('the dashboard daily figures kept by the bookings trigger', () => {
  let app: TestServer;
  let businessId: string;
  let serviceId: string;
  const pick = random(20301);
  const DAYS = ['2030-01-05', '2030-01-06', '2030-01-07'];

  beforeAll(async () => {
    app = await startTestServer();
    businessId = (await ownerWithBusiness(app, 'Kisumu Figures Spa')).businessId;
    serviceId = (await buildService(app.db, { businessId })).id;
  });
  afterAll(() => app.close());

  it('equal a fresh count after inserts, status and payment changes, moves, price edits, lapses and deletes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const booking = await buildBooking(app.db, {
        businessId,
        serviceId,
        bookingDate: DAYS[pick(DAYS.length)],
        bookingTime: `${String(9 + pick(8)).padStart(2, '0')}:00`,
        status: BOOKING_STATUSES[pick(BOOKING_STATUSES.length)],
        paymentStatus: PAYMENT_STATUSES[pick(PAYMENT_STATUSES.length)],
        currency: pick(5) === 0 ? 'USD' : 'KES',
        totalAmountMinor: 1000 * (1 + pick(50)),
        // a hold kept and no one named: a cancelled one lapsed, which is no cancellation
        holdExpiresAt: pick(2) ? new Date('2030-01-01T10:00:00Z') : null,
        cancelledBy: pick(3) === 0 ? 'client' : null,
      });
      ids.push(booking.id);
    }
    for (let i = 0; i < 200; i++) {
      const id = ids[pick(ids.length)]!;
      const change = pick(8);
      if (change === 0) {
        await app.db.delete(bookings).where(eq(bookings.id, id));
        continue;
      }
      await app.db
        .update(bookings)
        .set(
          change === 1
            ? { status: BOOKING_STATUSES[pick(BOOKING_STATUSES.length)] }
            : change === 2
              ? { paymentStatus: PAYMENT_STATUSES[pick(PAYMENT_STATUSES.length)] }
              : change === 3
                ? { bookingDate: DAYS[pick(DAYS.length)] }
                : change === 4
                  ? { totalAmountMinor: 1000 * (1 + pick(50)) }
                  : change === 5
                    ? { holdExpiresAt: pick(2) ? new Date('2030-01-01T10:00:00Z') : null }
                    : change === 6
                      ? { cancelledBy: pick(2) ? 'business' : null }
                      : { notes: `changed ${i}` },
        )
        .where(eq(bookings.id, id));
    }
    const { stored, counted } = await figures(app, businessId);
    expect(counted.length).toBeGreaterThan(0);
    expect(stored).toEqual(counted);
  });

  it('stay exact when many bookings of one day are confirmed, moved and cancelled at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        buildBooking(app.db, {
          businessId,
          serviceId,
          bookingDate: '2030-02-01',
          bookingTime: `${String(8 + (i % 10)).padStart(2, '0')}:30`,
          status: 'pending',
        }),
      ),
    );
    // half move to the 2nd while the others are confirmed and paid, the moves crossing each other
    await Promise.all(
      made.map((booking, i) =>
        app.db
          .update(bookings)
          .set(
            i % 2
              ? { bookingDate: '2030-02-02', status: 'confirmed' }
              : { status: 'confirmed', paymentStatus: 'completed' },
          )
          .where(eq(bookings.id, booking.id)),
      ),
    );
    await Promise.all(
      made.map((booking, i) =>
        app.db
          .update(bookings)
          .set(
            i % 3 ? { bookingDate: i % 2 ? '2030-02-01' : '2030-02-02' } : { status: 'cancelled' },
          )
          .where(eq(bookings.id, booking.id)),
      ),
    );
    const { stored, counted } = await figures(app, businessId);
    expect(stored).toEqual(counted);
  });

  it("count a month's bookings as counting them one by one does, holds whose time is up left out", async () => {
    const now = new Date('2030-03-15T09:00:00Z');
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    // the last and first days of the months around March, where a move crosses a month
    const days = ['2030-02-28', '2030-03-01', '2030-03-16', '2030-03-31', '2030-04-01'];
    const ids: string[] = [];
    for (let i = 0; i < 80; i++) {
      const hold = pick(3);
      const booking = await buildBooking(app.db, {
        businessId,
        serviceId,
        bookingDate: days[pick(days.length)],
        bookingTime: `${String(8 + pick(10)).padStart(2, '0')}:15`,
        status: BOOKING_STATUSES[pick(BOOKING_STATUSES.length)],
        currency: pick(6) === 0 ? 'USD' : 'KES',
        // no hold, one whose time is up, one still running
        holdExpiresAt: hold === 0 ? null : minutes(hold === 1 ? -1 - pick(30) : 1 + pick(30)),
      });
      ids.push(booking.id);
    }
    for (let i = 0; i < 120; i++) {
      const id = ids[pick(ids.length)]!;
      const change = pick(4);
      if (change === 0) await app.db.delete(bookings).where(eq(bookings.id, id));
      else
        await app.db
          .update(bookings)
          .set(
            change === 1
              ? { status: BOOKING_STATUSES[pick(BOOKING_STATUSES.length)] }
              : change === 2
                ? { bookingDate: days[pick(days.length)] }
                : { holdExpiresAt: pick(2) ? null : minutes(-5) },
          )
          .where(eq(bookings.id, id));
    }
    for (const month of ['2030-02', '2030-03', '2030-04']) {
      const oneByOne = await app.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM bookings
        WHERE business_id = ${businessId} AND to_char(booking_date, 'YYYY-MM') = ${month}
          AND status <> 'cancelled'
          AND (hold_expires_at IS NULL OR hold_expires_at > ${now.toISOString()}::timestamptz)`);
      const counted = await countMonthBookings(app.db, { businessId, month, now });
      expect({ month, counted }).toEqual({ month, counted: oneByOne.rows[0]?.n });
    }
  });
});
