import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/auth';
import { signedInStaff } from '../support/admins';
import { buildUser } from '../support/factories';
import type { Owner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

interface Event {
  id: string;
  type: string;
  description: string;
  occurrences: number;
  ipAddress: string | null;
  userEmail: string | null;
  createdAt: string;
}
interface EventPage {
  events: Event[];
  nextCursor: string | null;
}

describe('admin: security events, filtered and paged by keyset', () => {
  let app: TestServer;
  let admin: Owner;
  beforeAll(async () => {
    app = await startTestServer();
    admin = await signedInStaff(app, 'admin');
  });
  afterAll(() => app.close());

  async function page(query: Record<string, string>): Promise<EventPage> {
    const response = await admin.client.get(
      `/api/admin/security-events?${new URLSearchParams(query)}`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return await readJson<EventPage>(response);
  }

  async function all(query: Record<string, string>): Promise<Event[]> {
    const seen: Event[] = [];
    let cursor: string | null = null;
    do {
      const next: EventPage = await page(cursor ? { ...query, cursor } : query);
      seen.push(...next.events);
      cursor = next.nextCursor;
    } while (cursor);
    return seen;
  }

  it('pages through 60 events newest first, 25 at a time, none twice even with equal times', async () => {
    const at = new Date('2025-06-10T08:00:00Z');
    await app.db.insert(auditLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        action: 'SECURITY_EVENT',
        tableName: 'INVALID_ID',
        oldValues: { description: `probe ${i}`, occurrences: i + 1 },
        ipAddress: '203.0.113.7',
        // pairs share a time, so the order needs the id as well
        createdAt: new Date(at.getTime() + Math.floor(i / 2) * 1000),
      })),
    );
    const first = await page({ address: '203.0.113.' });
    expect(first.events).toHaveLength(25);
    expect(first.nextCursor).toBe(first.events[24]?.id);
    const events = await all({ address: '203.0.113.' });
    expect(events).toHaveLength(60);
    expect(new Set(events.map((event) => event.id)).size).toBe(60);
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events[0]).toMatchObject({ type: 'INVALID_ID', ipAddress: '203.0.113.7' });
    expect(events.find((event) => event.description === 'probe 59')?.occurrences).toBe(60);
    // an event arriving meanwhile does not shift the pages after the first
    const second = await page({ address: '203.0.113.', cursor: first.nextCursor ?? '' });
    await app.db.insert(auditLog).values({
      action: 'SECURITY_EVENT',
      tableName: 'INVALID_ID',
      oldValues: { description: 'late probe' },
      ipAddress: '203.0.113.8',
    });
    const secondAgain = await page({ address: '203.0.113.', cursor: first.nextCursor ?? '' });
    expect(secondAgain.events.map((e) => e.id)).toEqual(second.events.map((e) => e.id));
  });

  it('filters by type, Nairobi date range, address and account', async () => {
    const user = await buildUser(app.db, { email: 'watched@events.example' });
    const rows = [
      {
        type: 'FAILED_LOGIN',
        at: '2025-07-01T21:30:00Z',
        ip: '198.51.100.1',
        email: 'watched@events.example',
      },
      {
        type: 'UNAUTHORIZED_ACCESS',
        at: '2025-07-02T09:00:00Z',
        ip: '198.51.100.2',
        userId: user.id,
      },
      {
        type: 'FAILED_LOGIN',
        at: '2025-07-03T09:00:00Z',
        ip: '198.51.100.3',
        email: 'someone@else.example',
      },
    ];
    await app.db.insert(auditLog).values(
      rows.map((row) => ({
        action: 'SECURITY_EVENT',
        tableName: row.type,
        oldValues: {
          description: `${row.type} at ${row.at}`,
          ...(row.email ? { email: row.email } : {}),
        },
        ipAddress: row.ip,
        userId: row.userId ?? null,
        createdAt: new Date(row.at),
      })),
    );
    const ips = async (query: Record<string, string>) =>
      (await all({ address: '198.51.100.', ...query })).map((event) => event.ipAddress);
    expect(await ips({ type: 'FAILED_LOGIN' })).toEqual(['198.51.100.3', '198.51.100.1']);
    // 21:30 UTC on 1 July is 00:30 on 2 July in Nairobi
    expect(await ips({ from: '2025-07-02', to: '2025-07-02' })).toEqual([
      '198.51.100.2',
      '198.51.100.1',
    ]);
    expect(await ips({ address: '198.51.100.3' })).toEqual(['198.51.100.3']);
    // the account acting, or the e-mail a failed sign-in was for
    expect(await ips({ user: 'WATCHED@events' })).toEqual(['198.51.100.2', '198.51.100.1']);
    expect(await ips({ user: user.id })).toEqual(['198.51.100.2']);
    const [withUser] = await all({ address: '198.51.100.2' });
    expect(withUser?.userEmail).toBe('watched@events.example');
  });

  it('refuses a bad filter with a clear 400', async () => {
    const bad: Record<string, string>[] = [
      { type: 'NOPE' },
      { address: "1.2.3.4'; --" },
      { cursor: 'abc' },
      { from: '2025-13-01' },
      { from: '2025-07-02', to: '2025-07-01' },
    ];
    for (const query of bad) {
      const response = await admin.client.get(
        `/api/admin/security-events?${new URLSearchParams(query)}`,
      );
      expect(response.status, JSON.stringify(query)).toBe(400);
    }
    // a cursor naming no event is an empty page, not an error
    expect(await page({ cursor: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60' })).toEqual({
      events: [],
      nextCursor: null,
    });
  });
});
