import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import { accounts, users } from '../../src/server/db/schema/auth';
import { businesses } from '../../src/server/db/schema/businesses';
import { DEMO_OWNER, seedDemoData } from '../../src/server/seed/demo-data';
import { startTestServer, type TestServer } from '../support/test-server';

describe('demo data', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
    await seedDemoData(app.db, new Date('2026-11-20T09:00:00Z'));
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
});
