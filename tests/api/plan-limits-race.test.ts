import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { subscriptions } from '../../src/server/db/schema/payments';
import { addDays } from '../../src/shared/local-time';
import { monthOf } from '../../src/shared/plan-limits';
import { findPlan } from '../../src/shared/plans';
import { SUBSCRIPTION_MESSAGES } from '../../src/shared/subscriptions';
import { localDateAt, zonedInstant } from '../../src/shared/zoned-time';
import { bookingBody } from '../support/bookable';
import { buildBooking, buildBusiness, buildService } from '../support/factories';
import { startServers, stopServerProcesses, withDatabase } from '../support/spawn-server';
import { DAY } from '../support/subscriptions';
import { freshDatabase, type FreshDatabase } from '../support/test-server';

// PostgreSQL runs two server processes on one database; the embedded database allows one process
const PROCESSES = inject('databaseSnapshot').kind === 'postgres' ? 2 : 1;
const TZ = 'Africa/Nairobi';
/** A month wholly ahead: its 10th to 20th are 15 to 75 days away. */
const MONTH = monthOf(addDays(localDateAt(new Date(), TZ), 45));
const NEXT = monthOf(addDays(`${MONTH}-28`, 7));
const day = (month: string, n: number) => `${month}-${String(n).padStart(2, '0')}`;

/** A Starter business allowing `limit` bookings a month, `booked` of them already taken in MONTH. */
async function limitedBusiness(db: Database, label: string, limit: number, booked: number) {
  const business = await buildBusiness(db, {
    name: `Month ${label}`,
    subdomain: `month-${label}-${Date.now().toString(36)}`,
  });
  await db
    .update(businessSettings)
    .set({ bookingAdvanceDays: 90 })
    .where(eq(businessSettings.businessId, business.id));
  await db
    .update(subscriptions)
    .set({
      planType: 'starter',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * DAY),
      trialEndsAt: null,
      staffLimit: findPlan('starter').staffLimit,
      bookingsLimit: limit,
    })
    .where(eq(subscriptions.businessId, business.id));
  const service = await buildService(db, { businessId: business.id, durationMinutes: 60 });
  for (let i = 0; i < booked; i++) {
    const date = day(MONTH, 1 + i);
    const startsAt = zonedInstant(date, '09:00', TZ);
    await buildBooking(db, {
      businessId: business.id,
      serviceId: service.id,
      bookingDate: date,
      bookingTime: '09:00',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status: 'confirmed',
    });
  }
  return { businessId: business.id, serviceId: service.id };
}

describe(`the month's last bookings, raced for through ${PROCESSES} server process(es)`, () => {
  let database: FreshDatabase;
  let urls: string[] = [];
  let lastPlace: { businessId: string; serviceId: string };
  let threePlaces: { businessId: string; serviceId: string };

  beforeAll(async () => {
    database = await freshDatabase();
    [lastPlace, threePlaces] = await withDatabase(database.env, async (db) => [
      await limitedBusiness(db, 'last', 5, 4),
      await limitedBusiness(db, 'three', 3, 0),
    ]);
    ({ urls } = await startServers(PROCESSES, database.env));
  }, 60_000);

  afterAll(async () => {
    await stopServerProcesses();
    await database.drop();
  });

  /** `count` public bookings at once, each in its own slot of the month, spread over the processes. */
  async function race(fixture: { businessId: string; serviceId: string }, count: number) {
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/public/businesses/${fixture.businessId}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            bookingBody(fixture.serviceId, {
              date: day(MONTH, 10 + (i % 10)),
              time: `${String(9 + Math.floor(i / 10)).padStart(2, '0')}:00`,
              idempotencyKey: `month-${i}-${Date.now()}`,
            }),
          ),
        }),
      ),
    );
    const refused = responses.filter((response) => response.status === 403);
    const bodies = await Promise.all(refused.map((response) => response.json()));
    return {
      created: responses.filter((response) => response.status === 201).length,
      refused: refused.length,
      other: responses.filter((response) => ![201, 403].includes(response.status)).length,
      messages: [...new Set(bodies.map((body) => JSON.stringify(body)))],
    };
  }

  const bookOne = (fixture: { businessId: string; serviceId: string }, date: string) =>
    fetch(`${urls[0]}/api/public/businesses/${fixture.businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(fixture.serviceId, { date, time: '15:00' })),
    });

  it('gives the last booking of the month to exactly one of 30', async () => {
    const outcome = await race(lastPlace, 30);
    expect(outcome).toEqual({
      created: 1,
      refused: 29,
      other: 0,
      messages: [
        JSON.stringify({
          error: { code: 'not_taking_bookings', message: SUBSCRIPTION_MESSAGES.lapsed },
        }),
      ],
    });
    expect((await bookOne(lastPlace, day(MONTH, 25))).status).toBe(403);
    expect((await bookOne(lastPlace, day(NEXT, 5))).status).toBe(201);
  });

  it('gives a month of three places to exactly three of 30', async () => {
    expect(await race(threePlaces, 30)).toMatchObject({ created: 3, refused: 27, other: 0 });
    expect((await bookOne(threePlaces, day(MONTH, 25))).status).toBe(403);
  });
});
