import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { waitlistEntries } from '../../src/server/db/schema/waitlist';
import { zonedInstant } from '../../src/shared/zoned-time';
import { bookingLinkKey, makeBookingToken } from '../../src/server/booking-links/token';
import { bookableDate } from '../support/bookable';
import { buildBooking, buildBusiness, buildService } from '../support/factories';
import { startServers, stopServerProcesses, withDatabase } from '../support/spawn-server';
import { freshDatabase, type FreshDatabase } from '../support/test-server';

// PostgreSQL runs two server processes on one database; the embedded database allows one process
const PROCESSES = inject('databaseSnapshot').kind === 'postgres' ? 2 : 1;
const DATE = bookableDate(3);
const WAITING = 10;
const LATE_JOINERS = 12;

describe(`one freed place, offered by ${PROCESSES} server process(es) at once (docs/decisions/0077)`, () => {
  let database: FreshDatabase;
  let urls: string[] = [];
  let fixture: { businessId: string; serviceId: string; cancelToken: string };

  beforeAll(async () => {
    database = await freshDatabase();
    fixture = await withDatabase(database.env, async (db) => {
      const business = await buildBusiness(db, {
        name: 'Queue Salon',
        subdomain: `queue-${Date.now().toString(36)}`,
      });
      await db
        .update(businessSettings)
        .set({ maxBookingsPerSlot: 1, autoConfirmBookings: true })
        .where(eq(businessSettings.businessId, business.id));
      // each day holds one time only: 09:00
      await db
        .update(businessHours)
        .set({ opensAt: '09:00', closesAt: '10:00', isOpen: true })
        .where(eq(businessHours.businessId, business.id));
      const service = await buildService(db, { businessId: business.id, durationMinutes: 60 });
      // the day's one place is a client's booking; its link lets them cancel it
      const startsAt = zonedInstant(DATE, '09:00', 'Africa/Nairobi');
      const taken = await buildBooking(db, {
        businessId: business.id,
        serviceId: service.id,
        bookingDate: DATE,
        bookingTime: '09:00',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        status: 'confirmed',
      });
      return {
        businessId: business.id,
        serviceId: service.id,
        cancelToken: makeBookingToken(await bookingLinkKey(db), taken.id),
      };
    });
    ({ urls } = await startServers(PROCESSES, database.env));
  }, 60_000);

  afterAll(async () => {
    await stopServerProcesses();
    await database.drop();
  });

  const join = (i: number) =>
    fetch(`${urls[i % urls.length]}/api/public/businesses/${fixture.businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: fixture.serviceId,
        date: DATE,
        customer: {
          name: `Queue Client ${i}`,
          email: `queue${i}@example.com`,
          phone: `07330${String(i).padStart(5, '0')}`,
        },
      }),
    });

  it('is held for exactly one client, whichever processes find it free', async () => {
    for (let i = 0; i < WAITING; i++) expect((await join(i)).status).toBe(201);
    // the client cancels through the first process, which offers the place, while clients join
    // through every process at once, each join offering any free place to the queue
    const [cancelled, ...answers] = await Promise.all([
      fetch(`${urls[0]}/api/my-booking/${fixture.cancelToken}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      ...Array.from({ length: LATE_JOINERS }, (_, i) => join(WAITING + i)),
    ]);
    expect(cancelled?.status).toBe(200);
    expect(answers.map((answer) => answer.status)).toEqual(Array(LATE_JOINERS).fill(201));
    // a server stopping finishes the offers it started (the cancel's is made after its answer)
    await stopServerProcesses();
    const { entries, live } = await withDatabase(database.env, async (db) => ({
      entries: await db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.businessId, fixture.businessId)),
      live: (
        await db.select().from(bookings).where(eq(bookings.businessId, fixture.businessId))
      ).filter(
        (row) =>
          row.status !== 'cancelled' && (!row.holdExpiresAt || row.holdExpiresAt > new Date()),
      ),
    }));
    const offered = entries.filter((entry) => entry.status === 'offered');
    expect(offered).toHaveLength(1);
    expect(entries.filter((entry) => entry.status === 'waiting')).toHaveLength(
      WAITING + LATE_JOINERS - 1,
    );
    // the one live booking of the day is the offer's hold, for one of those who waited first
    expect(live.map((row) => row.id)).toEqual([offered[0]?.offerBookingId]);
    expect(Number(offered[0]?.customerName.replace('Queue Client ', ''))).toBeLessThan(WAITING);
  }, 60_000);
});
