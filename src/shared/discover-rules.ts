// apart from discover.ts, so the Discover page's first load does not carry the schema library
/** docs/product/public-site.md §9 Limits, Discover. */
export const DISCOVER = {
  radiusKm: 50,
  maxRadiusKm: 500,
  limit: 100,
  centre: { latitude: -1.2921, longitude: 36.8219 },
  zoom: 12,
  selectedZoom: 15,
  descriptionLength: 120,
  shownCategories: 2,
  earthRadiusKm: 6371,
  queryMaxLength: 100,
  geolocationTimeoutMs: 5000,
  /** 'Free on a day' offers today and the six days after it (Kenya's date). */
  freeDays: 7,
  /** The time zone whose date 'today' and the free days are counted in. */
  timeZone: 'Africa/Nairobi',
} as const;

/** How Discover's list may be ordered: nearest first (as ever), best rated, or soonest free time. */
export const DISCOVER_SORTS = ['nearest', 'rating', 'soonest'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export function isDiscoverSort(value: string): value is DiscoverSort {
  return (DISCOVER_SORTS as readonly string[]).includes(value);
}

/**
 * Best rated is a Bayesian average (docs/decisions/0079): every business starts with WEIGHT
 * reviews of MEAN, so one 5-star review does not beat a hundred 4.8s, and a business without
 * reviews sits at MEAN. The database stores the same score (businesses.rating_score).
 */
export const RATING_PRIOR = { mean: 4, weight: 10 } as const;

export function ratingScore(average: number, reviews: number): number {
  return (
    (RATING_PRIOR.weight * RATING_PRIOR.mean + reviews * average) / (RATING_PRIOR.weight + reviews)
  );
}

/**
 * Towns a Discover link can centre on (`/discover?near=Mombasa`): the landing page's sample
 * businesses open Discover around their own town, which a visitor elsewhere would not otherwise
 * reach within the 50 km radius. Town centres, to four decimals.
 */
export const DISCOVER_TOWNS = {
  Nairobi: { latitude: -1.2921, longitude: 36.8219 },
  Mombasa: { latitude: -4.0435, longitude: 39.6682 },
  Kisumu: { latitude: -0.0917, longitude: 34.768 },
  Nakuru: { latitude: -0.3031, longitude: 36.08 },
  Eldoret: { latitude: 0.5143, longitude: 35.2698 },
} as const;
export type DiscoverTown = keyof typeof DISCOVER_TOWNS;

export function isDiscoverTown(value: string): value is DiscoverTown {
  return Object.hasOwn(DISCOVER_TOWNS, value);
}

/** Haversine distance in km on a 6371 km sphere, rounded to 2 decimals as the spec shows it. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * DISCOVER.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(km * 100) / 100;
}

/** The spec's 120-character cut for info windows, on a word boundary where one is near. */
export function shortDescription(text: string | null, length: number = DISCOVER.descriptionLength) {
  if (!text) return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
