import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { STAFF_MESSAGES } from '@shared/staff';
import { isUuid } from '@shared/uuid';
import type { Executor, Tx } from '../db/database';
import { staff, staffServices } from '../db/schema/people';
import { services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { presentStaff, type StaffView } from './presenter';

export function staffNotFound(): ApiError {
  return new ApiError(404, 'not_found', STAFF_MESSAGES.notFound);
}

/** An id from a path: anything that is not a UUID cannot name a member, so it is simply not found. */
export function staffIdOf(value: string | undefined): string {
  if (!isUuid(value)) throw staffNotFound();
  return value.toLowerCase();
}

export function ownedStaff(businessId: string, staffId: string): SQL | undefined {
  return and(eq(staff.id, staffId), eq(staff.businessId, businessId));
}

// correlated subqueries on indexed columns, one round trip for the whole list; written with aliases
// because drizzle leaves columns unqualified in a one-table select, where they would bind to the
// subquery's own table
const VIEW_COLUMNS = {
  member: staff,
  serviceIds: sql<string[]>`coalesce((
    SELECT array_agg(ss.service_id) FROM staff_services ss WHERE ss.staff_id = staff.id), '{}')`,
  bookingCount: sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.staff_id = staff.id)`,
  upcomingCount: sql<number>`(SELECT count(*)::int FROM bookings b
    WHERE b.staff_id = staff.id AND b.starts_at >= now() AND b.status <> 'cancelled')`,
};

/** Members as their owner sees them, newest first. */
export async function staffViews(db: Executor, where: SQL | undefined): Promise<StaffView[]> {
  const rows = await db
    .select(VIEW_COLUMNS)
    .from(staff)
    .where(where)
    .orderBy(desc(staff.createdAt), desc(staff.id));
  return rows.map(({ member, ...extras }) => presentStaff(member, extras));
}

/** One of the business's members, or a 404 that looks the same whether missing or someone else's. */
export async function staffView(
  db: Executor,
  { businessId, staffId }: { businessId: string; staffId: string },
): Promise<StaffView> {
  const [view] = await staffViews(db, ownedStaff(businessId, staffId));
  if (!view) throw staffNotFound();
  return view;
}

/**
 * Replaces the services a member performs. Each must be one of the business's own; they are locked
 * against deletion until the transaction ends, so none can vanish between the check and the insert.
 */
export async function replaceStaffServices(
  tx: Tx,
  {
    businessId,
    staffId,
    serviceIds,
  }: { businessId: string; staffId: string; serviceIds: string[] },
): Promise<void> {
  if (serviceIds.length) {
    const found = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.businessId, businessId), inArray(services.id, serviceIds)))
      .for('key share');
    if (found.length !== serviceIds.length) {
      throw new ApiError(400, 'validation', STAFF_MESSAGES.serviceIds, {
        serviceIds: STAFF_MESSAGES.serviceIds,
      });
    }
  }
  await tx.delete(staffServices).where(eq(staffServices.staffId, staffId));
  if (serviceIds.length) {
    await tx
      .insert(staffServices)
      .values(serviceIds.map((serviceId) => ({ staffId, serviceId, businessId })));
  }
}
