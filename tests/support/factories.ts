import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/auth';
import { defaultBusinessHours } from '../../src/shared/business-hours';
import { generateTicketCode } from '../../src/shared/ticket-code';
import { bookings } from '../../src/server/db/schema/bookings';
import { businesses, businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { clientBusinessTransactions } from '../../src/server/db/schema/payments';
import { services } from '../../src/server/db/schema/services';
import { grantTrial } from '../../src/server/subscriptions/trial';

/** Small row builders for tests: each takes overrides and fills the rest with valid values. */

function token(): string {
  return randomBytes(6).toString('hex');
}

export async function buildUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = token();
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: 'Test Owner',
      email: `owner-${id}@example.com`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function buildBusiness(
  db: Database,
  overrides: Partial<typeof businesses.$inferInsert> = {},
) {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  const [business] = await db
    .insert(businesses)
    .values({ name: 'Test Salon', subdomain: `salon-${token()}`, ...overrides, userId })
    .returning();
  if (!business) throw new Error('business not created');
  await db.insert(businessSettings).values({ businessId: business.id });
  await db
    .insert(businessHours)
    .values(defaultBusinessHours().map((day) => ({ businessId: business.id, ...day })));
  // like a business made through onboarding, it starts on the free trial (and its grant, once per
  // owner and business), unless its owner had the trial already
  await db.transaction((tx) =>
    grantTrial(tx, { userId, businessId: business.id, now: new Date() }),
  );
  return business;
}

export async function buildService(
  db: Database,
  overrides: Partial<typeof services.$inferInsert> = {},
) {
  const businessId = overrides.businessId ?? (await buildBusiness(db)).id;
  const [service] = await db
    .insert(services)
    .values({
      name: 'Haircut',
      description: 'A neat cut.',
      priceMinor: 50000,
      ...overrides,
      businessId,
    })
    .returning();
  if (!service) throw new Error('service not created');
  return service;
}

/** A booking of a service, on a fixed future day (no availability rules are checked). */
export async function buildBooking(
  db: Database,
  overrides: Partial<typeof bookings.$inferInsert> & { serviceId: string; businessId: string },
) {
  const startsAt = new Date('2030-01-07T07:00:00Z');
  const [booking] = await db
    .insert(bookings)
    .values({
      bookingDate: '2030-01-07',
      bookingTime: '10:00',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
      totalAmountMinor: 200000,
      currency: 'KES',
      ticketCode: generateTicketCode(),
      customerName: 'Mary Atieno',
      customerPhone: '+254711000101',
      ...overrides,
    })
    .returning();
  if (!booking) throw new Error('booking not created');
  return booking;
}

/** A client's payment to a business, split 95/5 like the app records it. */
export async function buildClientPayment(
  db: Database,
  overrides: Partial<typeof clientBusinessTransactions.$inferInsert> & { businessId: string },
) {
  const amountMinor = overrides.amountMinor ?? 200000;
  const platformFeeMinor = Math.round(amountMinor * 0.05);
  const [payment] = await db
    .insert(clientBusinessTransactions)
    .values({
      amountMinor,
      platformFeeMinor,
      businessAmountMinor: amountMinor - platformFeeMinor,
      currency: 'KES',
      paymentReference: `CBP-${Date.now()}-${token()}`,
      provider: 'test',
      paymentMethod: 'card',
      status: 'completed',
      ...overrides,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  return payment;
}
