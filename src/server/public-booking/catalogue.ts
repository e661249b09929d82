import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { staff } from '../db/schema/people';
import { serviceImages, services } from '../db/schema/services';

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

/** Active staff by name, each with the services they perform (none listed: every service). */
export async function loadActiveStaff(db: Executor, businessId: string) {
  return db
    .select({
      id: staff.id,
      name: staff.name,
      // aliased: drizzle leaves columns unqualified in a one-table select
      serviceIds: sql<string[]>`coalesce((
        SELECT array_agg(ss.service_id ORDER BY ss.service_id)
        FROM staff_services ss WHERE ss.staff_id = staff.id), '{}')`,
    })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), eq(staff.isActive, true)))
    .orderBy(asc(staff.name));
}
