import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { accounts, users } from '../../src/server/db/schema/auth';
import { businesses } from '../../src/server/db/schema/businesses';
import { subscriptions } from '../../src/server/db/schema/payments';
import { DEMO_OWNER, seedDemoData } from '../../src/server/seed/demo-data';
import { demoSchedule } from '../../src/server/seed/demo-schedule';
import { renewDemoPlans } from '../../src/server/seed/demo-subscriptions';
import { DEMO_BUSINESSES } from '../../src/shared/demo-businesses';
import { discoverPageData } from '../../src/server/discover/server-data';
import { createLogger } from '../../src/server/logger';
import { discoverHref, discoverListKey, discoverUrlState } from '../../src/shared/discover-url';
import { DISCOVER_TOWNS } from '../../src/shared/discover-rules';
import { signedInClient } from '../support/auth-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const DAY_MS = 24 * 60 * 60 * 1000;
const silentLogger = createLogger('silent');
/** Friday 20 November 2026, 12:00 in Nairobi: the seed's fixed moment below. */
const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

describe('demo data', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
    await seedDemoData(app.db, SEEDED_AT);
  });
  afterAll(() => app.close());

  it('has ten active businesses across the five cities, each with services, hours, staff and bookings', async () => {
    const result = await app.db.execute<{
      city: string;
      services: number;
      hours: number;
      staff: number;
      bookings: number;
    }>(sql`
      SELECT b.city,
        (SELECT count(*)::int FROM services s WHERE s.business_id = b.id) AS services,
        (SELECT count(*)::int FROM business_hours h WHERE h.business_id = b.id) AS hours,
        (SELECT count(*)::int FROM staff s WHERE s.business_id = b.id) AS staff,
        (SELECT count(*)::int FROM bookings k WHERE k.business_id = b.id) AS bookings
      FROM businesses b WHERE b.is_active`);
    expect(result.rows).toHaveLength(10);
    expect(new Set(result.rows.map((row) => row.city))).toEqual(
      new Set(['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret']),
    );
    for (const row of result.rows) {
      expect(row.services).toBeGreaterThan(0);
      expect(row.hours).toBe(7);
      expect(row.staff).toBeGreaterThan(0);
      expect(row.bookings).toBeGreaterThan(0);
    }
  });

  it('gives the demo owner a confirmed e-mail and a password that verifies', async () => {
    const [owner] = await app.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
    expect(owner?.emailVerified).toBe(true);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.userId, owner!.id));
    expect(account?.providerId).toBe('credential');
    expect(await verifyPassword(account!.password!, DEMO_OWNER.password)).toBe(true);
    expect(await verifyPassword(account!.password!, 'wrong-password')).toBe(false);
  });

  it('derives each rating from real reviews', async () => {
    const result = await app.db.execute<{
      stored: string;
      actual: string;
      stored_count: number;
      actual_count: number;
    }>(sql`
      SELECT b.average_rating::text AS stored, round(avg(r.rating), 2)::text AS actual,
             b.total_reviews AS stored_count, count(r.id)::int AS actual_count
      FROM businesses b JOIN reviews r ON r.business_id = b.id GROUP BY b.id`);
    expect(result.rows).toHaveLength(10);
    for (const row of result.rows) {
      expect(row.stored).toBe(row.actual);
      expect(row.stored_count).toBe(row.actual_count);
    }
  });

  it('places every business with real coordinates in Kenya', async () => {
    const rows = await app.db
      .select({ lat: businesses.latitude, lng: businesses.longitude })
      .from(businesses);
    for (const { lat, lng } of rows) {
      expect(lat).toBeGreaterThan(-4.8);
      expect(lat).toBeLessThan(4.7);
      expect(lng).toBeGreaterThan(33.9);
      expect(lng).toBeLessThan(41.9);
    }
  });

  it("fills the seed's day and week: some of today's visits done and paid, some still to come, all within hours", async () => {
    const result = await app.db.execute<{
      name: string;
      booking_date: string;
      booking_time: string;
      status: string;
      payment_status: string;
      ends_at: Date | string;
      minutes: number;
    }>(sql`
      SELECT b.name, k.booking_date::text, to_char(k.booking_time, 'HH24:MI') AS booking_time,
        k.status, k.payment_status, k.ends_at, s.duration_minutes AS minutes
      FROM bookings k JOIN businesses b ON b.id = k.business_id JOIN services s ON s.id = k.service_id`);
    const spa = result.rows.filter((row) => row.name === 'Amani Beauty Spa');
    const today = spa.filter((row) => row.booking_date === '2026-11-20');
    const done = today.filter((row) => new Date(row.ends_at) <= SEEDED_AT);
    const ahead = today.filter((row) => new Date(row.ends_at) > SEEDED_AT);
    expect(done.length).toBeGreaterThan(0);
    expect(
      done.every((row) => row.status === 'completed' && row.payment_status === 'completed'),
    ).toBe(true);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((row) => ['confirmed', 'pending'].includes(row.status))).toBe(true);
    // the week either side of the seed, never further
    const days = new Set(spa.map((row) => row.booking_date));
    expect([...days].sort()).toEqual(
      Array.from({ length: 13 }, (_, i) =>
        new Date(SEEDED_AT.getTime() + (i - 6) * DAY_MS).toISOString().slice(0, 10),
      ),
    );
    for (const row of result.rows) {
      const demo = DEMO_BUSINESSES.find((business) => business.name === row.name)!;
      const [hours, minutes] = row.booking_time.split(':').map(Number) as [number, number];
      const start = hours * 60 + minutes;
      const [opensH, opensM] = demo.opensAt.split(':').map(Number) as [number, number];
      const [closesH, closesM] = demo.closesAt.split(':').map(Number) as [number, number];
      expect(start).toBeGreaterThanOrEqual(opensH * 60 + opensM);
      expect(start + row.minutes).toBeLessThanOrEqual(closesH * 60 + closesM);
      expect(start % 30).toBe(0);
      const weekday = new Date(`${row.booking_date}T12:00:00Z`).getUTCDay();
      expect(demo.closedDays).not.toContain(weekday);
    }
  });

  it('has reviews of several ratings, written on several days', async () => {
    const result = await app.db.execute<{
      name: string;
      ratings: number;
      days: number;
      reviews: number;
    }>(sql`
      SELECT b.name, count(DISTINCT r.rating)::int AS ratings,
        count(DISTINCT (r.created_at AT TIME ZONE 'Africa/Nairobi')::date)::int AS days,
        count(*)::int AS reviews
      FROM reviews r JOIN businesses b ON b.id = r.business_id GROUP BY b.name`);
    for (const row of result.rows) {
      expect(row.ratings, row.name).toBeGreaterThan(1);
      expect(row.days, row.name).toBeGreaterThan(2);
    }
    const all = await app.db.execute<{ rating: number }>(sql`SELECT DISTINCT rating FROM reviews`);
    expect(all.rows.length).toBeGreaterThanOrEqual(3);
    const dates = await app.db.execute<{ latest: Date | string }>(
      sql`SELECT max(created_at) AS latest FROM reviews`,
    );
    expect(new Date(dates.rows[0]!.latest).getTime()).toBeLessThanOrEqual(SEEDED_AT.getTime());
  });

  it('puts the paying businesses inside a current 30-day period, the demo spa on Business', async () => {
    const rows = await app.db
      .select({ plan: subscriptions.planType, end: subscriptions.currentPeriodEnd })
      .from(subscriptions);
    expect(rows).toHaveLength(10);
    for (const { plan, end } of rows) {
      const daysLeft = (end.getTime() - SEEDED_AT.getTime()) / DAY_MS;
      expect(daysLeft).toBeGreaterThan(plan === 'trial' ? 0 : 3);
      expect(daysLeft).toBeLessThanOrEqual(plan === 'trial' ? 7 : 30);
    }
  });

  it('renews an ended demo plan by whole periods, and leaves the trial to end', async () => {
    const later = new Date(SEEDED_AT.getTime() + 75 * DAY_MS);
    expect(await renewDemoPlans(app.db, later)).toBe(9);
    const rows = await app.db
      .select({
        plan: subscriptions.planType,
        status: subscriptions.status,
        end: subscriptions.currentPeriodEnd,
      })
      .from(subscriptions);
    for (const { plan, status, end } of rows) {
      if (plan === 'trial') {
        expect(end.getTime()).toBeLessThan(later.getTime());
        continue;
      }
      expect(status).toBe('active');
      expect(end.getTime()).toBeGreaterThan(later.getTime());
      expect(end.getTime()).toBeLessThanOrEqual(later.getTime() + 30 * DAY_MS);
    }
    // nothing left to renew
    expect(await renewDemoPlans(app.db, later)).toBe(0);
  });

  it("finds every landing page card's business on Discover, in the API and the list the server paints", async () => {
    for (const demo of DEMO_BUSINESSES) {
      const href = discoverHref({ q: demo.name, near: demo.city });
      const state = discoverUrlState(href.slice(href.indexOf('?')));
      expect(state.near).toBe(demo.city);
      const town = DISCOVER_TOWNS[demo.city];
      const query = new URLSearchParams({
        lat: String(town.latitude),
        lng: String(town.longitude),
        q: state.q,
      });
      const response = await app.request(`/api/public/discover?${query.toString()}`);
      expect(response.status).toBe(200);
      const { businesses: found } = await readJson<{ businesses: { name: string }[] }>(response);
      expect(
        found.map((business) => business.name),
        demo.name,
      ).toContain(demo.name);
      // the list the server paints into the page before any script runs
      const painted = await discoverPageData(
        app.db,
        silentLogger,
        '/discover',
        href.slice(href.indexOf('?')),
      );
      const data = painted?.data() as Record<string, { businesses: { name: string }[] }>;
      const list = data[discoverListKey({ q: state.q, categories: [], near: demo.city })];
      expect(
        list?.businesses.map((business) => business.name),
        demo.name,
      ).toContain(demo.name);
    }
  });
});

describe("the demo's diary, seeded at any hour", () => {
  const spa = DEMO_BUSINESSES[0]!;
  const durations = spa.services.map((service) => service.durationMinutes);
  it('always has visits today; those before the moment done, those after to come, inside the hours', () => {
    // every half hour of a day in Nairobi (UTC+3)
    for (let step = 0; step < 48; step++) {
      const now = new Date(Date.UTC(2026, 10, 19, 21, 0) + step * 30 * 60_000);
      const visits = demoSchedule({
        demo: spa,
        businessIndex: 0,
        durations,
        staffCount: spa.staff.length,
        clientCount: 5,
        now,
        timeZone: 'Africa/Nairobi',
      });
      const today = visits.filter((visit) => visit.date === '2026-11-20');
      const label = now.toISOString();
      expect(today.length, label).toBeGreaterThan(0);
      for (const visit of today) {
        const isOver = visit.endsAt <= now;
        expect(visit.startsAt > now || isOver, label).toBe(true);
        expect(visit.status, label).toBe(isOver ? 'completed' : 'confirmed');
        expect(visit.isPaid || !isOver, label).toBe(true);
      }
      const hour = step / 2; // step 0 is midnight in Nairobi
      // seeded within the hours, with time to spare either side: some of each
      if (hour >= 10 && hour <= 16) {
        expect(
          today.some((visit) => visit.endsAt <= now),
          label,
        ).toBe(true);
        expect(
          today.some((visit) => visit.startsAt > now),
          label,
        ).toBe(true);
      }
    }
  });
});

describe('the demo opens on a working day', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
    // as the first start of an empty database does: seeded now
    await seedDemoData(app.db);
  });
  afterAll(() => app.close());

  it('shows the demo owner bookings today and a plan with a believable number of days left', async () => {
    const owner = await signedInClient(app, DEMO_OWNER.email, DEMO_OWNER.password);
    const dashboard = await owner.get('/api/dashboard?period=today');
    expect(dashboard.status).toBe(200);
    const view = await readJson<{ figures: { bookings: { current: number } } }>(dashboard);
    expect(view.figures.bookings.current).toBeGreaterThan(0);
    const subscription = await owner.get('/api/subscription');
    expect(subscription.status).toBe(200);
    const page = await readJson<{
      subscription: { planName: string; phase: string; daysLeft: number };
    }>(subscription);
    expect(page.subscription.planName).toBe('Business');
    expect(page.subscription.phase).toBe('active');
    expect(page.subscription.daysLeft).toBeGreaterThan(3);
    expect(page.subscription.daysLeft).toBeLessThanOrEqual(31);
  });
});
