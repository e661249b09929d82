import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/database';
import { users } from '../../src/server/db/schema/auth';
import { defaultBusinessHours } from '../../src/shared/business-hours';
import { businesses, businessHours, businessSettings } from '../../src/server/db/schema/businesses';
import { services } from '../../src/server/db/schema/services';

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
