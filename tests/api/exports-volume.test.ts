import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../src/server/exports/csv-stream';
import { bookings } from '../../src/server/db/schema/bookings';
import { clients } from '../../src/server/db/schema/people';
import { generateTicketCode } from '../../src/shared/ticket-code';
import { cookieHeader } from '../support/auth-client';
import { readCsvObjects } from '../support/csv-reader';
import { buildService } from '../support/factories';
import { ownerWithBusiness } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

const BOOKINGS = 30_000;
// few distinct start times, so thousands of bookings share one and every batch ends inside a group
const STARTS = 43;
const CLIENTS = EXPORT_BATCH + 150;

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/** Counts the export's keyset reads of bookings (each batch after the first) as the pool runs them. */
function countBatchReads(app: TestServer) {
  const pool = app.server.database.pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let reads = 0;
  pool.query = ((...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string }).text;
    if (text && /\(b\.starts_at, b\.id\) >/.test(text)) reads += 1;
    return original(...args);
  }) as typeof pool.query;
  return {
    reads: () => reads,
    restore: () => {
      pool.query = original as typeof pool.query;
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exports at volume: every row once, in batches, and a client that leaves stops them', () => {
  let app: TestServer;
  let owner: Owner;
  const tickets = new Set<string>();

  beforeAll(async () => {
    app = await startTestServer();
    owner = await ownerWithBusiness(app, 'Busy Barbers');
    const service = await buildService(app.db, { businessId: owner.businessId });
    for (let offset = 0; offset < BOOKINGS; offset += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => {
        const n = offset + i;
        const group = n % STARTS;
        const day = String(1 + Math.floor(group / 8)).padStart(2, '0');
        const time = `${String(9 + (group % 8)).padStart(2, '0')}:00`;
        const startsAt = new Date(`2026-04-${day}T${time}:00+03:00`);
        const ticketCode = generateTicketCode(10);
        tickets.add(ticketCode);
        return {
          businessId: owner.businessId,
          serviceId: service.id,
          bookingDate: `2026-04-${day}`,
          bookingTime: time,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          totalAmountMinor: 100_000,
          currency: 'KES',
          ticketCode,
          customerName: `Client ${n}`,
          customerPhone: '+254711000000',
        };
      });
      await app.db.insert(bookings).values(rows);
    }
    // one statement: every client has the very same created_at, so only the id orders them
    await app.db.insert(clients).values(
      Array.from({ length: CLIENTS }, (_, n) => ({
        businessId: owner.businessId,
        name: `Mteja ${n}`,
      })),
    );
  }, 120_000);
  afterAll(() => app.close());

  it('writes every booking exactly once, in calendar order, across batches that end mid-tie', async () => {
    const response = await owner.client.get('/api/exports/bookings');
    expect(response.status).toBe(200);
    const { rows } = readCsvObjects((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(BOOKINGS);
    const seen = rows.map((row) => row.Ticket ?? '');
    expect(new Set(seen).size).toBe(BOOKINGS);
    expect(seen.every((ticket) => tickets.has(ticket))).toBe(true);
    const moments = rows.map((row) => `${row.Date} ${row.Time}`);
    expect(moments).toEqual([...moments].sort());
  });

  it('writes every client once when all share one created_at', async () => {
    const response = await owner.client.get('/api/exports/clients');
    expect(response.status).toBe(200);
    const { rows } = readCsvObjects((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(CLIENTS);
    expect(new Set(rows.map((row) => row.Name)).size).toBe(CLIENTS);
  });

  it('reads no further batch once the client disconnects', async () => {
    const batches = Math.ceil(BOOKINGS / EXPORT_BATCH);
    const counter = countBatchReads(app);
    try {
      const controller = new AbortController();
      const response = await fetch(new URL('/api/exports/bookings', app.url), {
        headers: { cookie: cookieHeader(owner.client.cookies), origin: app.url },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      // gone after the first rows (the socket's buffers on loopback are megabytes deep, so only
      // leaving, not a slow read, is seen here: back-pressure is tested in csv-stream.test.ts)
      controller.abort();
      await reader.cancel().catch(() => undefined);
      // real time: reads that have stopped show only as a count that stays the same
      await wait(500);
      const afterLeaving = counter.reads();
      await wait(1000);
      expect(counter.reads()).toBe(afterLeaving);
      // the batch after the first is always read ahead, so the counter sees the export's reads
      expect(afterLeaving).toBeGreaterThanOrEqual(1);
      expect(afterLeaving).toBeLessThan(batches / 2);
      // the connection the export used is back in the pool: the next request is answered
      const next = await owner.client.get('/api/exports');
      expect(next.status).toBe(200);
    } finally {
      counter.restore();
    }
  });
});
