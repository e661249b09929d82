import { sql } from 'drizzle-orm';
import type { BusinessCategory } from '@shared/categories';
import {
  DISCOVER,
  distanceKm,
  positionOf,
  type DiscoverBusiness,
  type DiscoverQuery,
} from '@shared/discover';
import type { Executor } from '../db/database';

/** Service names shown on a card; the total says how many more there are. */
export const CARD_SERVICE_NAMES = 5;

type DetailRow = {
  id: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  is_verified: boolean;
  average_rating: string | number;
  total_reviews: number;
  categories: BusinessCategory[];
  phone: string | null;
  address: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
  service_names: string[] | null;
  total_services: string | number;
};

/** What a card, marker and info window need, for the found ids, in one statement. */
async function loadDetails(db: Executor, ids: string[]): Promise<DetailRow[]> {
  if (!ids.length) return [];
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT b.id, b.name,
      coalesce(nullif(btrim(bs.map_description), ''), b.description) AS description,
      b.logo_url, b.is_verified, b.average_rating, b.total_reviews, b.categories,
      b.phone, b.address, b.city, b.latitude, b.longitude,
      sv.names AS service_names, coalesce(sv.total, 0) AS total_services
    FROM businesses b
    JOIN business_settings bs ON bs.business_id = b.id
    LEFT JOIN LATERAL (
      SELECT (array_agg(s.name ORDER BY s.name))[1:${CARD_SERVICE_NAMES}] AS names, count(*) AS total
      FROM services s WHERE s.business_id = b.id AND s.is_active
    ) sv ON true
    WHERE b.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  return rows;
}

/** Chosen categories first, so a card shows why it matched. */
function orderCategories(categories: BusinessCategory[], chosen: BusinessCategory[] = []) {
  const picked = new Set(chosen);
  return [
    ...categories.filter((category) => picked.has(category)),
    ...categories.filter((category) => !picked.has(category)),
  ];
}

export async function presentDiscover(
  db: Executor,
  ids: string[],
  query: DiscoverQuery,
  freeFrom: ReadonlyMap<string, string> = new Map(),
): Promise<DiscoverBusiness[]> {
  const rows = await loadDetails(db, ids);
  const position = positionOf(query);
  const rank = new Map(ids.map((id, index) => [id, index]));
  const list = rows.map((row): DiscoverBusiness => {
    const categories = orderCategories(row.categories, query.category);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      logoUrl: row.logo_url,
      isVerified: row.is_verified,
      averageRating: Number(row.average_rating),
      totalReviews: row.total_reviews,
      categories: categories.slice(0, DISCOVER.shownCategories),
      moreCategories: Math.max(0, categories.length - DISCOVER.shownCategories),
      serviceNames: row.service_names ?? [],
      totalServices: Number(row.total_services),
      phone: row.phone,
      address: row.address,
      city: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
      distanceKm: position ? distanceKm(position, row) : null,
      freeFrom: freeFrom.get(row.id) ?? null,
    };
  });
  // the search's order: its tiers (matched as written before with a typo), each as sorted
  return list.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}
