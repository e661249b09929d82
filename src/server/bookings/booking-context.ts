import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { users } from '../db/schema/auth';
import { businesses, businessSettings } from '../db/schema/businesses';
import { subscriptions } from '../db/schema/payments';
import { staff } from '../db/schema/people';
import { pushSubscriptions } from '../db/schema/push';
import { services } from '../db/schema/services';
import { hoursOfBusiness } from '../businesses/active-business';

/**
 * What deciding a booking needs before its transaction, in one prepared statement: the active
 * business with its settings and hours, its subscription, the active service asked for (null: not
 * offered), and the staff member asked for (null: none such, or not active) with whether they
 * perform that service (a member with no services listed performs every service); and for the
 * messages that follow, the owner's account e-mail and language, and whether the business has a device for pushes.
 */
function bookingContextQuery(db: Database, name: string) {
  const serviceId = sql`${sql.placeholder('serviceId')}::uuid`;
  const staffId = sql`${sql.placeholder('staffId')}::uuid`;
  return db
    .select({
      business: businesses,
      settings: businessSettings,
      hours: hoursOfBusiness(),
      subscription: subscriptions,
      service: services,
      member: sql<{ name: string; performsService: boolean } | null>`(
        SELECT json_build_object(
          'name', m.name,
          'performsService',
            NOT EXISTS (SELECT 1 FROM staff_services ss WHERE ss.staff_id = m.id)
            OR EXISTS (SELECT 1 FROM staff_services ss
              WHERE ss.staff_id = m.id AND ss.service_id = ${serviceId}))
        FROM ${staff} m
        WHERE m.id = ${staffId} AND m.business_id = ${businesses.id} AND m.is_active)`,
      ownerAccountEmail: sql<
        string | null
      >`(SELECT u.email FROM ${users} u WHERE u.id = ${businesses.userId})`,
      ownerLocale: sql<
        string | null
      >`(SELECT u.locale FROM ${users} u WHERE u.id = ${businesses.userId})`,
      hasDevices: sql<boolean>`EXISTS (SELECT 1 FROM ${pushSubscriptions} p WHERE p.business_id = ${businesses.id})`,
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .leftJoin(subscriptions, eq(subscriptions.businessId, businesses.id))
    .leftJoin(
      services,
      and(
        eq(services.id, serviceId),
        eq(services.businessId, businesses.id),
        eq(services.isActive, true),
      ),
    )
    .where(and(eq(businesses.id, sql.placeholder('businessId')), eq(businesses.isActive, true)))
    .prepare(name);
}

/** bookingContextQuery() for one request: no row when the business is not active. */
export function readBookingContext(
  db: Database,
  ids: { businessId: string; serviceId: string; staffId: string | null },
) {
  return preparedFor(db, 'booking_context', bookingContextQuery).execute(ids);
}
