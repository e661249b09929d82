import { sql, type SQL } from 'drizzle-orm';
import type { DiscoverListing, NotListedReason } from '@shared/discover-listing';

/**
 * What Discover requires of a business, written once: the search's SQL and the owner's reasons
 * are side by side here, so a change to one is a change to the other (tests/api/discover-listing
 * checks they agree on every combination).
 */

/** Active and placed: exactly the rows of the partial GiST index the near plan walks. */
export const ACTIVE_WITH_POSITION = sql`b.is_active AND b.latitude IS NOT NULL`;

/** The owner has not taken the business off the map. */
export const SHOWN_ON_MAP = (id: SQL) =>
  sql`(SELECT bs.show_on_map FROM business_settings bs WHERE bs.business_id = ${id})`;

export interface ListingFacts {
  isActive: boolean;
  latitude: number | null;
  showOnMap: boolean;
}

/** Each failed condition above, as the reason the owner is told. */
export function discoverListing({ isActive, latitude, showOnMap }: ListingFacts): DiscoverListing {
  const reasons: NotListedReason[] = [];
  if (!isActive) reasons.push('deactivated');
  if (latitude === null) reasons.push('no-location');
  if (!showOnMap) reasons.push('hidden-from-map');
  return { isListed: reasons.length === 0, reasons };
}
