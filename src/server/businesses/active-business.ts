import { and, eq, sql } from 'drizzle-orm';
import type { DayHours } from '@shared/business-hours';
import type { Executor } from '../db/database';
import { businesses, businessHours, businessSettings } from '../db/schema/businesses';
import { ApiError } from '../http/errors';
import { businessAnswers } from '../messages/business-answers';

export type PublicBusinessRow = typeof businesses.$inferSelect;
export type PublicSettingsRow = typeof businessSettings.$inferSelect;

/** 'Business not found or is currently inactive.', in the language of the request. */
export function businessNotAvailable(): string {
  return businessAnswers('notAvailable');
}

/** The business's week as DayHours, a subquery on the selected businesses row. */
export function hoursOfBusiness() {
  return sql<DayHours[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'weekday', ${businessHours.weekday},
      'opensAt', to_char(${businessHours.opensAt}, 'HH24:MI'),
      'closesAt', to_char(${businessHours.closesAt}, 'HH24:MI'),
      'isOpen', ${businessHours.isOpen}
    ) ORDER BY ${businessHours.weekday}), '[]'::json)
    FROM ${businessHours} WHERE ${businessHours.businessId} = ${businesses.id})`;
}

/** An active business with its settings and hours, in one query; anything else is the same 404. */
export async function loadActiveBusiness(db: Executor, businessId: string) {
  const [row] = await db
    .select({
      business: businesses,
      settings: businessSettings,
      hours: hoursOfBusiness(),
    })
    .from(businesses)
    .innerJoin(businessSettings, eq(businessSettings.businessId, businesses.id))
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  if (!row) throw new ApiError(404, 'not_found', businessNotAvailable());
  return row;
}
