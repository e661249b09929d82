import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DayHours } from '@shared/business-hours';
import type { Executor } from '../db/database';
import { businesses, businessHours, businessSettings } from '../db/schema/businesses';
import { staff } from '../db/schema/people';
import { serviceImages, services } from '../db/schema/services';
import { ApiError } from '../http/errors';

export type PublicBusinessRow = typeof businesses.$inferSelect;
export type PublicSettingsRow = typeof businessSettings.$inferSelect;

export const BUSINESS_NOT_AVAILABLE = 'Business not found or is currently inactive.';

function hhmm(time: string): string {
  return time.slice(0, 5);
}

/** An active business with its settings and hours; anything else is the same 404, inactive included. */
export async function loadActiveBusiness(db: Executor, businessId: string) {
  const [row] = await db
    .select({ business: businesses, settings: businessSettings })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  if (!row) throw new ApiError(404, 'not_found', BUSINESS_NOT_AVAILABLE);
  const hours = await db
    .select()
    .from(businessHours)
    .where(eq(businessHours.businessId, businessId));
  const days: DayHours[] = hours
    .map((day) => ({
      weekday: day.weekday,
      opensAt: hhmm(day.opensAt),
      closesAt: hhmm(day.closesAt),
      isOpen: day.isOpen,
    }))
    .sort((a, b) => a.weekday - b.weekday);
  return { ...row, hours: days };
}

/** Active services by name, each with its images in order. */
export async function loadActiveServices(db: Executor, businessId: string) {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.isActive, true)))
    .orderBy(asc(services.name));
  const images = rows.length
    ? await db
        .select()
        .from(serviceImages)
        .where(
          inArray(
            serviceImages.serviceId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(serviceImages.position))
    : [];
  return rows.map((service) => ({
    ...service,
    imageUrls: images.filter((image) => image.serviceId === service.id).map((image) => image.url),
  }));
}

export async function loadActiveStaff(db: Executor, businessId: string) {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)))
    .orderBy(asc(staff.name));
}
