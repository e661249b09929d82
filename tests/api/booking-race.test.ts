import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { staff } from '../../src/server/db/schema/people';
import { bookableDate, bookingBody } from '../support/bookable';
import { buildBusiness, buildService } from '../support/factories';
import { startServers, stopServerProcesses, withDatabase } from '../support/spawn-server';
import { freshDatabase, type FreshDatabase } from '../support/test-server';
import { readJson, type AvailabilityAnswer } from '../support/answers';

// PostgreSQL runs two server processes on one database; the embedded database allows one process
const PROCESSES = inject('databaseSnapshot').kind === 'postgres' ? 2 : 1;

describe(`the last places, raced for by 200 clients through ${PROCESSES} server process(es)`, () => {
  let database: FreshDatabase;
  let urls: string[] = [];
  let fixture: { businessId: string; serviceId: string; staffId: string };

  beforeAll(async () => {
    database = await freshDatabase();
    fixture = await withDatabase(database.env, async (db) => {
      const business = await buildBusiness(db, {
        name: 'Race Salon',
        subdomain: `race-${Date.now().toString(36)}`,
      });
      await db
        .update(businessSettings)
        .set({ maxBookingsPerSlot: 5 })
        .where(eq(businessSettings.businessId, business.id));
      const service = await buildService(db, { businessId: business.id, durationMinutes: 60 });
      const [member] = await db
        .insert(staff)
        .values({ businessId: business.id, name: 'Wanjiru', email: 'w@race.example' })
        .returning();
      return { businessId: business.id, serviceId: service.id, staffId: member?.id ?? '' };
    });
    ({ urls } = await startServers(PROCESSES, database.env));
  }, 60_000);

  afterAll(async () => {
    await stopServerProcesses();
    await database.drop();
  });

  async function race(overrides: Record<string, unknown>) {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/public/businesses/${fixture.businessId}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            bookingBody(fixture.serviceId, {
              ...overrides,
              idempotencyKey: `race-${i}-${Date.now()}`,
            }),
          ),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    return {
      created: statuses.filter((s) => s === 201).length,
      taken: statuses.filter((s) => s === 409).length,
      failed: statuses.filter((s) => s >= 500).length,
    };
  }

  it('gives a slot of capacity 5 to exactly 5, and tells the other 195 it was taken', async () => {
    const date = bookableDate(4);
    expect(await race({ date, time: '10:00' })).toEqual({ created: 5, taken: 195, failed: 0 });
    const availability = await fetch(
      `${urls[0]}/api/public/businesses/${fixture.businessId}/availability?serviceId=${fixture.serviceId}&date=${date}`,
    );
    const { days } = await readJson<AvailabilityAnswer>(availability);
    expect(days[0]?.slots.find((slot) => slot.time === '10:00')?.status).toBe('full');
  });

  it('gives one staff member to exactly one of 200', async () => {
    const date = bookableDate(5);
    expect(await race({ date, time: '14:00', staffId: fixture.staffId })).toEqual({
      created: 1,
      taken: 199,
      failed: 0,
    });
  });
});
