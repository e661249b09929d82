import { eq } from 'drizzle-orm';
import { addDays } from '../../src/shared/local-time';
import { SETTINGS_DEFAULTS } from '../../src/shared/settings';
import { localDateAt } from '../../src/shared/zoned-time';
import { businessSettings } from '../../src/server/db/schema/businesses';
import { staff } from '../../src/server/db/schema/people';
import { services } from '../../src/server/db/schema/services';
import { ownerWithBusiness } from './owners';
import type { TestServer } from './test-server';

export interface BookableOptions {
  requirePayment?: boolean;
  capacity?: number;
  autoConfirm?: boolean;
  advanceDays?: number;
  staffCount?: number;
  priceMinor?: number;
  durationMinutes?: number;
}

/**
 * A business ready to be booked: made through onboarding (so its hours are the default 09:00-17:00
 * every day, Nairobi time), with one service and some staff, and the booking rules asked for.
 */
export async function bookableBusiness(app: TestServer, options: BookableOptions = {}) {
  const owner = await ownerWithBusiness(app, 'Kilele Fitness Studio');
  await app.db
    .update(businessSettings)
    .set({
      requirePayment: options.requirePayment ?? false,
      maxBookingsPerSlot: options.capacity ?? 5,
      autoConfirmBookings: options.autoConfirm ?? true,
      bookingAdvanceDays: options.advanceDays ?? 30,
    })
    .where(eq(businessSettings.businessId, owner.businessId));
  const [service] = await app.db
    .insert(services)
    .values({
      businessId: owner.businessId,
      name: 'Personal Training Session',
      description: 'One-to-one session with a certified trainer.',
      priceMinor: options.priceMinor ?? 2_000_00,
      durationMinutes: options.durationMinutes ?? 60,
    })
    .returning();
  const staffRows = options.staffCount
    ? await app.db
        .insert(staff)
        .values(
          Array.from({ length: options.staffCount }, (_, i) => ({
            businessId: owner.businessId,
            name: `Trainer ${i + 1}`,
            email: `trainer${i + 1}@kilele.example`,
          })),
        )
        .returning()
    : [];
  if (!service) throw new Error('service not created');
  return { owner, businessId: owner.businessId, service, staffIds: staffRows.map((row) => row.id) };
}

/** A date a few days ahead in Nairobi, so its slots are never in the past. */
export function bookableDate(daysAhead = 3): string {
  return addDays(localDateAt(new Date(), 'Africa/Nairobi'), daysAhead);
}

export function bookingBody(serviceId: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceId,
    date: bookableDate(),
    time: '10:00',
    staffId: null,
    customer: { name: 'Mary Atieno', email: 'mary@example.com', phone: '0711000101' },
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}-${Date.now()}`,
    ...overrides,
  };
}

/**
 * The n-th of a run of distinct slots (eight a day from 09:00, from tomorrow), so a test making
 * many bookings of one business never fills a slot by accident.
 */
export function nthSlot(index: number): { date: string; time: string } {
  return {
    date: bookableDate(1 + Math.floor(index / 8)),
    time: `${String(9 + (index % 8)).padStart(2, '0')}:00`,
  };
}

/** The general settings of a new business, as PUT /api/business/settings/general takes them. */
export const GENERAL_SETTINGS = {
  timezone: SETTINGS_DEFAULTS.timezone,
  currency: SETTINGS_DEFAULTS.currency,
  bookingSlotDurationMinutes: SETTINGS_DEFAULTS.bookingSlotDurationMinutes,
  maxBookingsPerSlot: SETTINGS_DEFAULTS.maxBookingsPerSlot,
  bookingAdvanceDays: SETTINGS_DEFAULTS.bookingAdvanceDays,
  autoConfirmBookings: SETTINGS_DEFAULTS.autoConfirmBookings,
  requirePayment: SETTINGS_DEFAULTS.requirePayment,
  sendReminders: SETTINGS_DEFAULTS.sendReminders,
  reminderHoursBefore: SETTINGS_DEFAULTS.reminderHoursBefore,
};
