/**
 * npm run bench waitlist: the time from an owner's cancellation to the waitlist's offer being
 * sent, on the machine's PostgreSQL and on the embedded database. 40 places, each taken and
 * waited for by another client (the same time only); the owner cancels them one at a time, and
 * each offer's e-mail (mail to the data folder, the embedded default) is read back from its
 * message record: p50/p95 of cancellation to the record's creation, and to its being sent.
 *
 * The server runs from its compiled build (`npm run build` first), as its own process.
 */
import os from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import { SETTINGS_DEFAULTS } from '../src/shared/settings';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { localDateAt } from '../src/shared/zoned-time';
import { openDatabase } from '../src/server/db/database';
import { messageSends } from '../src/server/db/schema/messaging';
import {
  benchPlace,
  ownerCookie,
  percentile,
  sleep,
  startBenchServer,
  type BenchEngine,
} from './bench-owner';

const PLACES = 40;

async function run(engine: BenchEngine) {
  const place = await benchPlace(engine, 'waitlist');
  const server = await startBenchServer(place.env);
  try {
    const cookie = await ownerCookie(server.base, place.dataDir);
    const headers = { cookie, origin: server.base, 'content-type': 'application/json' };
    const call = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${server.base}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const { business } = (await call('GET', '/api/business')) as { business: { id: string } };
    const { timezone, currency, bookingSlotDurationMinutes, reminderHoursBefore } =
      SETTINGS_DEFAULTS;
    await call('PUT', '/api/business/settings/general', {
      timezone,
      currency,
      bookingSlotDurationMinutes,
      maxBookingsPerSlot: 1,
      bookingAdvanceDays: 30,
      autoConfirmBookings: true,
      requirePayment: false,
      sendReminders: false,
      reminderHoursBefore,
    });
    const { service } = (await call('POST', '/api/services', {
      name: 'Braids',
      description: 'Braids',
      priceMinor: 1_500_00,
    })) as { service: { id: string } };
    const today = localDateAt(new Date(), 'Africa/Nairobi');
    const taken: string[] = [];
    for (let i = 0; i < PLACES; i++) {
      const date = addDays(today, 2 + Math.floor(i / 8));
      const time = formatMinutes(9 * 60 + (i % 8) * 60);
      const client = (name: string, n: number) => ({
        name,
        email: `${name.toLowerCase().replace(' ', '.')}${n}@example.com`,
        phone: `+2547${String(10_000_000 + n).slice(-8)}`,
      });
      const { booking } = (await call('POST', `/api/public/businesses/${business.id}/bookings`, {
        serviceId: service.id,
        date,
        time,
        staffId: null,
        customer: client('Booked Client', i),
        idempotencyKey: `bench-waitlist-${i}`,
      })) as { booking: { id: string } };
      taken.push(booking.id);
      await call('POST', `/api/public/businesses/${business.id}/waitlist`, {
        serviceId: service.id,
        date,
        from: time,
        to: time,
        customer: client('Waiting Client', 1000 + i),
      });
    }
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `${engine}: ${PLACES} cancellations, each place waited for; load average ${load.join(' ')} on ${os.cpus().length} cores`,
    );
    const cancelledAt: number[] = [];
    for (const id of taken) {
      cancelledAt.push(Date.now());
      await call('PATCH', `/api/bookings/${id}/status`, { status: 'cancelled' });
      // the next owner action a moment later, as at a front desk
      await sleep(150);
    }
    // the last offers' mail goes out
    await sleep(3_000);
    await server.stop();
    const database = await openDatabase({
      databaseUrl: place.env.DATABASE_URL,
      dataDir: place.dataDir,
    });
    try {
      const offers = await database.db
        .select()
        .from(messageSends)
        .where(
          and(
            eq(messageSends.template, 'waitlist_offer'),
            inArray(messageSends.channel, ['email']),
          ),
        )
        .orderBy(messageSends.seq);
      if (offers.length !== PLACES) throw new Error(`${offers.length} offers for ${PLACES} places`);
      const recorded = offers.map((row, i) => row.createdAt.getTime() - cancelledAt[i]!);
      const sent = offers.map((row, i) => {
        if (row.status !== 'sent') throw new Error(`an offer is ${row.status}`);
        return row.updatedAt.getTime() - cancelledAt[i]!;
      });
      const figure = (values: number[]) =>
        `p50 ${percentile(values, 50).toFixed(0)} ms   p95 ${percentile(values, 95).toFixed(0)} ms`;
      console.log(`  cancellation to the offer recorded   ${figure(recorded)}`);
      console.log(`  cancellation to the offer sent       ${figure(sent)}`);
    } finally {
      await database.close();
    }
  } finally {
    await server.stop().catch(() => undefined);
    await place.remove();
  }
}

export async function benchWaitlist(): Promise<void> {
  for (const engine of ['postgres', 'pglite'] as const) await run(engine);
}
