/**
 * npm run bench calendar: a calendar feed of 500 bookings (GET /api/calendar/<secret>.ics), for a
 * business whose history holds 5,000 more outside the feed's span, on the machine's PostgreSQL
 * and on the embedded database: p50/p95 of the server's own time (Server-Timing) for the whole
 * feed, and for a calendar polling with the ETag of its copy (304).
 */
import { randomBytes } from 'node:crypto';
import { addDays, formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import type { DatabaseHandle } from '../src/server/db/database';
import { bookings } from '../src/server/db/schema/bookings';
import { calendarFeeds } from '../src/server/db/schema/calendar';
import { benchOwnerEndpoints, type OwnerFixture } from './bench-owner';

const IN_FEED = 500;
const HISTORY = 5_000;
const REQUESTS = 200;
const TZ = 'Africa/Nairobi';
const STATUSES = ['confirmed', 'completed', 'pending', 'cancelled'] as const;

function seeded(token: string) {
  return async ({ db }: DatabaseHandle, { businessId, serviceId }: OwnerFixture) => {
    const today = localDateAt(new Date(), TZ);
    const all = IN_FEED + HISTORY;
    for (let offset = 0; offset < all; offset += 1000) {
      const rows = [];
      for (let i = offset; i < Math.min(all, offset + 1000); i++) {
        // the feed's 500 over its 120 days (30 back, 90 ahead); the rest in the two years before
        const day = i < IN_FEED ? (i % 119) - 29 : -40 - (i % 700);
        const date = addDays(today, day);
        const time = formatMinutes(8 * 60 + (Math.floor(i / 119) % 18) * 30);
        const startsAt = zonedInstant(date, time, TZ);
        rows.push({
          businessId,
          serviceId,
          bookingDate: date,
          bookingTime: time,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          status: STATUSES[i % STATUSES.length]!,
          totalAmountMinor: 1_500_00,
          currency: 'KES',
          ticketCode: generateTicketCode(10),
          customerName: `Client ${i}`,
          customerPhone: `+2547${String(10_000_000 + i).slice(-8)}`,
        });
      }
      await db.insert(bookings).values(rows);
    }
    await db.insert(calendarFeeds).values({ businessId, staffId: null, token });
  };
}

export async function benchCalendar(): Promise<void> {
  for (const engine of ['postgres', 'pglite'] as const) {
    const token = randomBytes(32).toString('base64url');
    const url = `/api/calendar/${token}.ics`;
    await benchOwnerEndpoints(engine, {
      name: 'calendar',
      title: `a calendar feed of ${IN_FEED} bookings (${HISTORY} more outside it)`,
      cases: [
        ['whole feed', url],
        ['unchanged, ETag (304)', url, true],
      ],
      requests: REQUESTS,
      seed: seeded(token),
    });
  }
}
