import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiAvailability,
  ApiBooking,
  ApiPage,
  ApiReview,
  ApiService,
  ApiStaffMember,
} from '../../src/shared/api-v1/resources';
import { bookings, reviews } from '../../src/server/db/schema/bookings';
import { readJson, type ErrorAnswer } from '../support/answers';
import { apiWorld, callV1, makeApiKey, type ApiWorld } from '../support/api-v1';
import { bookableDate } from '../support/bookable';
import { buildBooking, buildService } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

/** The public API's reads (docs/plans/public-api.md §3.3-3.4): filters, orders and paging. */

describe('the public API’s reads', () => {
  let app: TestServer;
  let world: ApiWorld;
  beforeAll(async () => {
    app = await startTestServer();
    world = await apiWorld(app, 'Reads Salon');
  });
  afterAll(() => app.close());

  async function read<T>(path: string): Promise<T> {
    const answer = await callV1(app, world.readKey, path);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return readJson<T>(answer);
  }

  async function refusal(path: string) {
    const answer = await callV1(app, world.readKey, path);
    expect(answer.status, await answer.clone().text()).toBe(400);
    return (await readJson<ErrorAnswer>(answer)).error;
  }

  /** Every item of a list, page by page, with the pages' sizes. */
  async function everyPage<T>(path: string, limit: number) {
    const items: T[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    const join = path.includes('?') ? '&' : '?';
    do {
      const page: ApiPage<T> = await read<ApiPage<T>>(
        `${path}${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      items.push(...page.data);
      sizes.push(page.data.length);
      cursor = page.nextCursor;
    } while (cursor);
    return { items, sizes };
  }

  it('filters bookings by status, time, staff and client, in the order asked', async () => {
    const base = Date.parse('2031-03-02T06:00:00Z');
    const at = (hours: number) => new Date(base + hours * 3_600_000);
    const made = [];
    for (const [i, status] of (
      ['confirmed', 'cancelled', 'completed', 'confirmed'] as const
    ).entries()) {
      made.push(
        await buildBooking(app.db, {
          businessId: world.businessId,
          serviceId: world.serviceId,
          staffId: i % 2 === 0 ? world.staffId : null,
          status,
          startsAt: at(i * 2),
          endsAt: at(i * 2 + 1),
          bookingDate: '2031-03-02',
          bookingTime: `${String(9 + i * 2).padStart(2, '0')}:00`,
        }),
      );
    }
    const from = encodeURIComponent('2031-03-02T09:00:00+03:00');
    const to = encodeURIComponent('2031-03-03T00:00:00+03:00');
    const inWindow = await read<ApiPage<ApiBooking>>(`/bookings?from=${from}&to=${to}`);
    expect(inWindow.data.map((b) => b.id)).toEqual(made.map((b) => b.id));
    expect(inWindow.data[0]).toMatchObject({
      date: '2031-03-02',
      time: '09:00',
      status: 'confirmed',
    });
    const latestFirst = await read<ApiPage<ApiBooking>>(
      `/bookings?from=${from}&to=${to}&order=-starts_at`,
    );
    expect(latestFirst.data.map((b) => b.id)).toEqual(made.map((b) => b.id).reverse());
    const closed = await read<ApiPage<ApiBooking>>(
      `/bookings?from=${from}&status=cancelled,completed`,
    );
    expect(closed.data.map((b) => b.status)).toEqual(['cancelled', 'completed']);
    const hers = await read<ApiPage<ApiBooking>>(`/bookings?from=${from}&staffId=${world.staffId}`);
    expect(hers.data.map((b) => b.id)).toEqual([made[0]?.id, made[2]?.id]);
    const client = await read<ApiPage<ApiBooking>>(`/bookings?clientId=${world.clientId}`);
    expect(client.data.map((b) => b.id)).toEqual([world.bookingId]);
    // a change moves a booking to the end of the updated_at order, and updatedSince finds it
    const since = new Date().toISOString();
    await app.db
      .update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.id, made[3]?.id ?? ''));
    const changed = await read<ApiPage<ApiBooking>>(
      `/bookings?order=updated_at&updatedSince=${encodeURIComponent(since)}`,
    );
    expect(changed.data.map((b) => [b.id, b.status])).toEqual([[made[3]?.id, 'completed']]);
    const byChange = await everyPage<ApiBooking>('/bookings?order=updated_at', 2);
    expect(byChange.items.at(-1)?.id).toBe(made[3]?.id);
    expect(byChange.items).toHaveLength(5);
  });

  it('pages through rows made in the same microsecond without losing or repeating one', async () => {
    const owner = world.owner;
    const moment = new Date('2026-05-05T05:05:05.123Z');
    for (let i = 0; i < 7; i++) {
      await buildService(app.db, {
        businessId: owner.businessId,
        name: `Same ${i}`,
        createdAt: moment,
      });
    }
    // and rows a few microseconds apart inside one millisecond
    await app.db.execute(sql`
      INSERT INTO services (business_id, name, description, price_minor, created_at)
      SELECT ${owner.businessId}::uuid, 'Micro ' || n, 'x', 1000, '2026-05-05T05:05:05.123Z'::timestamptz + make_interval(secs => n / 1000000.0)
      FROM generate_series(1, 5) n`);
    const { items, sizes } = await everyPage<ApiService>('/services', 3);
    expect(items).toHaveLength(13);
    expect(new Set(items.map((s) => s.id)).size).toBe(13);
    expect(sizes).toEqual([3, 3, 3, 3, 1]);
    // the micro rows are newer than the seven, newest first
    expect(items.slice(1, 6).map((s) => s.name)).toEqual([
      'Micro 5',
      'Micro 4',
      'Micro 3',
      'Micro 2',
      'Micro 1',
    ]);
  });

  it('refuses a cursor taken to other filters or another list, and a bad filter, clearly', async () => {
    const first = await read<ApiPage<ApiService>>('/services?limit=1');
    expect(first.nextCursor).not.toBeNull();
    expect((await refusal(`/clients?cursor=${first.nextCursor}`)).code).toBe('cursor_invalid');
    const bookingsPage = await read<ApiPage<ApiBooking>>('/bookings?limit=1&status=confirmed');
    expect(bookingsPage.nextCursor).not.toBeNull();
    expect(
      (await refusal(`/bookings?status=cancelled&cursor=${bookingsPage.nextCursor}`)).code,
    ).toBe('cursor_invalid');
    // the same filters and a different limit keep the cursor good
    const next = await read<ApiPage<ApiBooking>>(
      `/bookings?status=confirmed&limit=5&cursor=${bookingsPage.nextCursor}`,
    );
    expect(next.data.every((b) => b.status === 'confirmed')).toBe(true);
    const twice = await refusal('/bookings?status=confirmed&status=cancelled');
    expect(twice.code).toBe('validation');
    expect(twice.fields?.status).toContain('once');
    expect((await refusal('/bookings?status=lost')).fields).toHaveProperty('status');
    expect((await refusal('/bookings?from=yesterday')).fields?.from).toContain(
      '2026-12-01T09:00:00+03:00',
    );
    expect((await refusal('/bookings?order=name')).fields).toHaveProperty('order');
    expect((await refusal('/bookings?staffId=7')).fields?.staffId).toContain('UUID');
    const backwards = await refusal(
      `/bookings?from=${encodeURIComponent('2031-01-02T00:00:00Z')}&to=${encodeURIComponent('2031-01-01T00:00:00Z')}`,
    );
    expect(backwards.fields).toHaveProperty('to');
    // a control character is refused before any route reads it
    expect((await refusal('/services?limit=%00')).message).not.toBe('');
  });

  it('gives staff with their services, availability by day, and reviews with their state', async () => {
    const staff = await read<ApiPage<ApiStaffMember>>('/staff');
    expect(staff.data).toEqual([
      expect.objectContaining({ id: world.staffId, serviceIds: [world.serviceId], isActive: true }),
    ]);
    const date = bookableDate();
    const free = await read<ApiAvailability>(
      `/availability?serviceId=${world.serviceId}&staffId=${world.staffId}&date=${date}&days=3`,
    );
    expect(free.timezone).toBe('Africa/Nairobi');
    expect(free.days.map((day) => day.date)[0]).toBe(date);
    expect(free.days).toHaveLength(3);
    const tooMany = await refusal(
      `/availability?serviceId=${world.serviceId}&date=${date}&days=32`,
    );
    expect(tooMany.fields).toHaveProperty('days');
    await app.db
      .update(reviews)
      .set({ hiddenAt: new Date() })
      .where(eq(reviews.id, world.reviewId));
    const listed = await read<ApiPage<ApiReview>>('/reviews');
    expect(listed.data).toEqual([
      expect.objectContaining({ id: world.reviewId, isHidden: true, rating: 5 }),
    ]);
  });

  it('lets a read key read, and refuses it nothing it may do', async () => {
    const other = await makeApiKey(world.owner, 'read');
    const answer = await callV1(app, other, `/bookings/${world.bookingId}`);
    expect(answer.status).toBe(200);
    expect(await readJson<ApiBooking>(answer)).toMatchObject({
      id: world.bookingId,
      source: 'online',
    });
  });
});
