import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { invoices } from '../../src/server/db/schema/invoices';
import { clients } from '../../src/server/db/schema/people';
import { services } from '../../src/server/db/schema/services';
import { buildBusiness, buildService, buildUser } from '../support/factories';
import { CHECK_VIOLATION, errorCode, UNIQUE_VIOLATION } from '../support/pg-error-code';
import { startTestServer, type TestServer } from '../support/test-server';

// PostgreSQL 18 (PGlite) reports ON DELETE RESTRICT as restrict_violation, 15 as foreign_key_violation
const RESTRICT_VIOLATIONS = ['23001', '23503'];

describe('database schema', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('holds every entity of the spec', async () => {
    const result = await app.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const tables = result.rows.map((row) => row.table_name);
    for (const table of [
      'businesses',
      'business_settings',
      'business_hours',
      'services',
      'service_images',
      'bookings',
      'blocked_time_slots',
      'clients',
      'staff',
      'staff_attendance',
      'invoices',
      'business_payouts',
      'client_business_transactions',
      'payment_transactions',
      'subscriptions',
      'user_roles',
      'audit_log',
      'reviews',
      'users',
      'sessions',
      'accounts',
      'verifications',
      'rate_limits',
    ]) {
      expect(tables).toContain(table);
    }
    // read and written by nothing, so dropped (docs/decisions/0067)
    expect(tables).not.toContain('business_payment_configs');
  });

  it('allows one business per owner', async () => {
    const owner = await buildUser(app.db);
    await buildBusiness(app.db, { userId: owner.id });
    expect(await errorCode(buildBusiness(app.db, { userId: owner.id }))).toBe(UNIQUE_VIOLATION);
  });

  it.each([
    ['an upper-case subdomain', { subdomain: 'My-Salon' }],
    ['a subdomain over 20 characters', { subdomain: 'a-very-long-salon-name-here' }],
    ['a blank name', { name: '   ' }],
    ['a latitude beyond 90', { latitude: 91, longitude: 36.8 }],
    ['a latitude without a longitude', { latitude: -1.29 }],
    ['a service radius of 0 km', { serviceRadiusKm: 0 }],
    ['an unknown currency', { currency: 'XYZ' }],
  ])('refuses a business with %s', async (_label, overrides) => {
    expect(await errorCode(buildBusiness(app.db, overrides))).toBe(CHECK_VIOLATION);
  });

  it.each([
    ['a price of zero', { priceMinor: 0 }],
    ['an unknown category', { category: 'spa' as 'general' }],
    [
      'transport details on a non-transport service',
      { category: 'general' as const, transportDetails: { route: 'x' } },
    ],
  ])('refuses a service with %s', async (_label, overrides) => {
    expect(await errorCode(buildService(app.db, overrides))).toBe(CHECK_VIOLATION);
  });

  it('refuses slot durations that are not a multiple of 15 minutes', async () => {
    const business = await buildBusiness(app.db);
    const update = app.db
      .update(businessSettings)
      .set({ bookingSlotDurationMinutes: 20 })
      .where(eq(businessSettings.businessId, business.id));
    expect(await errorCode(update)).toBe(CHECK_VIOLATION);
  });

  it('keeps a service that has bookings (the booking would lose its service)', async () => {
    const service = await buildService(app.db);
    const startsAt = new Date('2026-12-01T07:00:00Z');
    await app.db.insert(bookings).values({
      businessId: service.businessId,
      serviceId: service.id,
      bookingDate: '2026-12-01',
      bookingTime: '10:00',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      totalAmountMinor: service.priceMinor,
      currency: 'KES',
      ticketCode: 'ABCD2345',
      customerName: 'Mary Atieno',
      customerPhone: '+254711000101',
    });
    expect(RESTRICT_VIOLATIONS).toContain(
      await errorCode(app.db.delete(services).where(eq(services.id, service.id))),
    );
  });

  it('refuses a booking status outside the four of the spec, and ticket codes with 0, O, 1 or I', async () => {
    const service = await buildService(app.db);
    const base = {
      businessId: service.businessId,
      serviceId: service.id,
      bookingDate: '2026-12-02',
      bookingTime: '10:00',
      startsAt: new Date('2026-12-02T07:00:00Z'),
      endsAt: new Date('2026-12-02T08:00:00Z'),
      totalAmountMinor: 100,
      currency: 'KES',
      customerName: 'James Kamau',
      customerPhone: '+254722000202',
    };
    expect(
      await errorCode(
        app.db
          .insert(bookings)
          .values({ ...base, ticketCode: 'WXYZ2345', status: 'lost' as 'pending' }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await errorCode(app.db.insert(bookings).values({ ...base, ticketCode: 'OI01ABCD' })),
    ).toBe(CHECK_VIOLATION);
  });

  it('refuses a booking longer than the longest service, which overlap look-ups rely on', async () => {
    const business = await buildBusiness(app.db);
    const service = await buildService(app.db, { businessId: business.id });
    const startsAt = new Date('2026-12-03T05:00:00Z');
    const booking = (minutes: number, ticketCode: string) =>
      app.db.insert(bookings).values({
        businessId: business.id,
        serviceId: service.id,
        bookingDate: '2026-12-03',
        bookingTime: '08:00',
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        totalAmountMinor: 100,
        currency: 'KES',
        ticketCode,
        customerName: 'Grace Njeri',
        customerPhone: '+254733000303',
      });
    expect(await errorCode(booking(1441, 'DAYT2345'))).toBe(CHECK_VIOLATION);
    await booking(1440, 'DAYT2346');
  });

  it('keeps an invoice total equal to subtotal plus tax', async () => {
    const business = await buildBusiness(app.db);
    const [client] = await app.db
      .insert(clients)
      .values({ businessId: business.id, name: 'Ruth Wairimu' })
      .returning();
    const insert = app.db.insert(invoices).values({
      businessId: business.id,
      clientId: client!.id,
      invoiceNumber: 'INV-20261201-123',
      subtotalMinor: 10_000,
      taxMinor: 1_600,
      totalMinor: 10_000,
      currency: 'KES',
    });
    expect(await errorCode(insert)).toBe(CHECK_VIOLATION);
  });

  it('carries in the business-and-start index every column availability reads of a booking', async () => {
    // availability and the slot check read a span's bookings by business and start, and of each only
    // these: with them in the index (migration 0022) PostgreSQL answers from the index alone
    const result = await app.db.execute<{ definition: string }>(
      sql`SELECT pg_get_indexdef('bookings_business_starts_idx'::regclass) AS definition`,
    );
    expect(result.rows[0]?.definition).toMatch(
      /ON public\.bookings USING btree \(business_id, starts_at\) INCLUDE \(ends_at, staff_id, status, hold_expires_at\)$/,
    );
  });
});
