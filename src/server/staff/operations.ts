import { eq, sql } from 'drizzle-orm';
import { STAFF_MESSAGES, type StaffValues } from '@shared/staff';
import type { Database } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { staff } from '../db/schema/people';
import { assertStaffFits } from '../subscriptions/limits-staff';
import type { StaffView } from './presenter';
import { ownedStaff, replaceStaffServices, staffNotFound, staffView, staffViews } from './queries';

export function listStaff(db: Database, businessId: string): Promise<StaffView[]> {
  return staffViews(db, eq(staff.businessId, businessId));
}

export function findStaff(
  db: Database,
  options: { businessId: string; staffId: string },
): Promise<StaffView> {
  return staffView(db, options);
}

export async function createStaff(
  db: Database,
  { businessId, input }: { businessId: string; input: StaffValues },
): Promise<StaffView> {
  const { serviceIds, ...fields } = input;
  return db.transaction(async (tx) => {
    if (fields.isActive !== false) await assertStaffFits(tx, { businessId });
    const [member] = await tx
      .insert(staff)
      .values({ businessId, ...fields })
      .returning({ id: staff.id });
    if (!member) throw new Error('staff insert returned nothing');
    await replaceStaffServices(tx, { businessId, staffId: member.id, serviceIds });
    return staffView(tx, { businessId, staffId: member.id });
  });
}

/** Saves every field and the services performed together: the member is never half updated. */
export async function updateStaff(
  db: Database,
  { businessId, staffId, input }: { businessId: string; staffId: string; input: StaffValues },
): Promise<StaffView> {
  const { serviceIds, ...fields } = input;
  return db.transaction(async (tx) => {
    // activating a member counts against the plan; editing an active one does not
    if (fields.isActive) await assertStaffFits(tx, { businessId, staffId });
    const [member] = await tx
      .update(staff)
      .set(fields)
      .where(ownedStaff(businessId, staffId))
      .returning({ id: staff.id });
    if (!member) throw staffNotFound();
    await replaceStaffServices(tx, { businessId, staffId, serviceIds });
    return staffView(tx, { businessId, staffId });
  });
}

export type DeleteStaffOutcome =
  | { deactivated: false; message: string }
  | { deactivated: true; message: string; member: StaffView };

/**
 * Deletes a member who has never been booked. One with bookings is deactivated instead, so those
 * bookings keep their name (the foreign key would only null it). The row lock makes a booking being
 * made for them at this moment wait, and then either it is seen here or its insert finds them gone.
 */
export async function deleteStaff(
  db: Database,
  { businessId, staffId }: { businessId: string; staffId: string },
): Promise<DeleteStaffOutcome> {
  return db.transaction(async (tx) => {
    const owned = ownedStaff(businessId, staffId);
    const [locked] = await tx.select({ id: staff.id }).from(staff).where(owned).for('update');
    if (!locked) throw staffNotFound();
    const [booked] = await tx
      .select({ found: sql`1` })
      .from(bookings)
      .where(eq(bookings.staffId, staffId))
      .limit(1);
    if (!booked) {
      await tx.delete(staff).where(owned);
      return { deactivated: false, message: STAFF_MESSAGES.deleted };
    }
    await tx.update(staff).set({ isActive: false }).where(owned);
    return {
      deactivated: true,
      message: STAFF_MESSAGES.deactivatedInstead,
      member: await staffView(tx, { businessId, staffId }),
    };
  });
}
