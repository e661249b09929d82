/**
 * npm run bench list: the front desk's bookings list for a business with 50,000 bookings, on the
 * machine's PostgreSQL and on the embedded database: the first page of everything, today's view, and
 * searches by name, phone and ticket code; p50/p95 of the server's own time (Server-Timing), target
 * p95 <= 30 ms on PostgreSQL.
 */
import { addDays, formatMinutes } from '../src/shared/local-time';
import { generateTicketCode } from '../src/shared/ticket-code';
import { localDateAt, zonedInstant } from '../src/shared/zoned-time';
import type { Database } from '../src/server/db/database';
import { bookings } from '../src/server/db/schema/bookings';
import { benchOwnerEndpoints, type BenchEngine } from './bench-owner';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000) || 50_000;
const REQUESTS = 200;
const TZ = 'Africa/Nairobi';
const FIRST = ['Wanjiku', 'Achieng', 'Kamau', 'Otieno', 'Njeri', 'Mwangi', 'Chebet', 'Amina'];
const LAST = ['Kariuki', 'Odhiambo', 'Mutua', 'Wambui', 'Kiprono', 'Hassan', 'Njoroge', 'Auma'];

/** 50,000 bookings over two years around today, with varied clients, statuses and times. */
async function seed(db: Database, businessId: string, serviceId: string) {
  const today = localDateAt(new Date(), TZ);
  const statuses = ['confirmed', 'completed', 'pending', 'cancelled'] as const;
  for (let offset = 0; offset < BOOKINGS; offset += 1000) {
    const rows = [];
    for (let i = offset; i < Math.min(BOOKINGS, offset + 1000); i++) {
      const date = addDays(today, (i % 730) - 365);
      const time = formatMinutes(8 * 60 + (Math.floor(i / 730) % 20) * 30);
      const startsAt = zonedInstant(date, time, TZ);
      rows.push({
        businessId,
        serviceId,
        bookingDate: date,
        bookingTime: time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: statuses[i % 4]!,
        paymentStatus: i % 3 === 0 ? ('completed' as const) : ('pending' as const),
        totalAmountMinor: 1_500_00,
        currency: 'KES',
        ticketCode: generateTicketCode(10),
        customerName: `${FIRST[i % 8]} ${LAST[Math.floor(i / 8) % 8]} ${i}`,
        customerPhone: `+2547${String(10_000_000 + i).slice(-8)}`,
      });
    }
    await db.insert(bookings).values(rows);
  }
}

const CASES: [string, string][] = [
  ['(the session check alone)', '/api/me'],
  ['first page of all', '/api/bookings?view=all'],
  ["today's view", '/api/bookings'],
  ['upcoming, page 5', '/api/bookings?view=upcoming&page=5'],
  ['search by name', '/api/bookings?view=all&q=wanjiku%20mutua'],
  ['search by phone', '/api/bookings?view=all&q=0710012345'],
  ['search by ticket code', '/api/bookings?view=all&q=ABCD2345'],
];

function run(engine: BenchEngine) {
  return benchOwnerEndpoints(engine, {
    name: 'list',
    title: 'bookings list',
    cases: CASES,
    requests: REQUESTS,
    seed: async (database, { businessId, serviceId }) => {
      console.log(`\n${engine}: seeding ${BOOKINGS.toLocaleString('en')} bookings...`);
      await seed(database.db, businessId, serviceId);
    },
  });
}

export async function benchBookingsList(): Promise<void> {
  await run('postgres');
  await run('pglite');
  console.log('\nTarget: p95 <= 30 ms on PostgreSQL.');
}
