import { and, eq, sql } from 'drizzle-orm';
import { dayBounds } from '@shared/availability';
import { isSubscriptionActive, subscriptionEnd } from '@shared/subscriptions';
import { localDateAt } from '@shared/zoned-time';
import { hoursOfBusiness, businessNotAvailable } from '../businesses/active-business';
import type { Database } from '../db/database';
import { preparedFor, subscriptionFacts, subscriptionOf } from '../db/prepared';
import { businesses, businessSettings } from '../db/schema/businesses';
import { staff, staffServices } from '../db/schema/people';
import { serviceImages, services } from '../db/schema/services';
import { ApiError } from '../http/errors';
import { presentPublicPage, type PublicPageView } from './presenter';

type PageServices = Parameters<typeof presentPublicPage>[0]['services'];
type PageStaff = Parameters<typeof presentPublicPage>[0]['staff'];
/**
 * Everything the public booking page shows, in one statement: the business and its settings, the
 * week's hours, active services by name with their images in order, active staff by name with the
 * services each performs, and the subscription that decides whether it takes bookings.
 */
function pageQuery(db: Database, name: string) {
  return db
    .select({
      business: businesses,
      settings: businessSettings,
      hours: hoursOfBusiness(),
      services: sql<PageServices>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', ${services.id},
          'name', ${services.name},
          'description', ${services.description},
          'category', ${services.category},
          'transportDetails', ${services.transportDetails},
          'priceMinor', ${services.priceMinor},
          'currency', ${services.currency},
          'durationMinutes', ${services.durationMinutes},
          'imageUrls', coalesce((
            SELECT json_agg(${serviceImages.url} ORDER BY ${serviceImages.position})
            FROM ${serviceImages} WHERE ${serviceImages.serviceId} = ${services.id}), '[]'::json)
        ) ORDER BY ${services.name}), '[]'::json)
        FROM ${services}
        WHERE ${services.businessId} = ${businesses.id} AND ${services.isActive})`,
      staff: sql<PageStaff>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', ${staff.id},
          'name', ${staff.name},
          'serviceIds', coalesce((
            SELECT json_agg(${staffServices.serviceId} ORDER BY ${staffServices.serviceId})
            FROM ${staffServices} WHERE ${staffServices.staffId} = ${staff.id}), '[]'::json)
        ) ORDER BY ${staff.name}), '[]'::json)
        FROM ${staff}
        WHERE ${staff.businessId} = ${businesses.id} AND ${staff.isActive})`,
      subscription: subscriptionOf(businesses.id),
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(and(eq(businesses.id, sql.placeholder('businessId')), eq(businesses.isActive, true)))
    .prepare(name);
}

/**
 * The public booking page's data, or the same 404 for an unknown and an inactive business; with the
 * instant it changes without any write (epoch ms): the business's next midnight, where its `today`
 * turns, or the end of the subscription it is taking bookings under.
 */
export async function loadPublicPage(
  db: Database,
  businessId: string,
  now = new Date(),
): Promise<{ page: PublicPageView; changesAtMs: number }> {
  const [row] = await preparedFor(db, 'public_page', pageQuery).execute({ businessId });
  if (!row) throw new ApiError(404, 'not_found', businessNotAvailable());
  const subscription = subscriptionFacts(row.subscription);
  const isTakingBookings = isSubscriptionActive(subscription, now);
  const today = localDateAt(now, row.settings.timezone);
  const midnightMs = dayBounds(today, row.settings.timezone).endMs;
  const page = presentPublicPage({
    business: row.business,
    settings: row.settings,
    hours: row.hours,
    services: row.services,
    staff: row.staff,
    today,
    isTakingBookings,
  });
  const endMs =
    subscription && isTakingBookings ? subscriptionEnd(subscription).getTime() : Infinity;
  return { page, changesAtMs: Math.min(midnightMs, endMs) };
}
