import * as z from 'zod/mini';
import { BUSINESS_CATEGORIES, type BusinessCategory } from './categories';
import { plainText } from './plain-text';
import { DISCOVER, isDiscoverSort } from './discover-rules';
import { discoverSearchText } from './messages/discover-search';

export { DISCOVER, distanceKm, shortDescription } from './discover-rules';

/** The search's refusals, read when a query fails, so each is said in the request's language. */
export const DISCOVER_MESSAGES = {
  get latitude() {
    return discoverSearchText('latitude');
  },
  get longitude() {
    return discoverSearchText('longitude');
  },
  get position() {
    return discoverSearchText('position');
  },
  get radius() {
    return discoverSearchText('radius', { max: DISCOVER.maxRadiusKm });
  },
  get query() {
    return discoverSearchText('query', { max: DISCOVER.queryMaxLength });
  },
  get category() {
    return discoverSearchText('category');
  },
  get categories() {
    return discoverSearchText('categories', { max: BUSINESS_CATEGORIES.length });
  },
  get limit() {
    return discoverSearchText('limit', { max: DISCOVER.limit });
  },
  get bbox() {
    return discoverSearchText('bbox');
  },
  get sort() {
    return discoverSearchText('sort');
  },
  get open() {
    return discoverSearchText('open');
  },
  get free() {
    return discoverSearchText('free');
  },
};
type DiscoverMessage = keyof typeof DISCOVER_MESSAGES;

/** A query-string number: blank is absent; anything else must be a finite number. */
function numberParam(message: DiscoverMessage, min: number, max: number) {
  return z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value, ctx) => {
        if (value === '') return undefined;
        const number = Number(value);
        if (!Number.isFinite(number) || number < min || number > max) {
          ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES[message], input: value });
          return z.NEVER;
        }
        return number;
      }),
    ),
  );
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

function parseBoundingBox(value: string): BoundingBox | null {
  const parts = value.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  const latitudes = [south, north].every((lat) => lat >= -90 && lat <= 90);
  const longitudes = [west, east].every((lng) => lng >= -180 && lng <= 180);
  if (!latitudes || !longitudes || south > north || west > east) return null;
  return { south, west, north, east };
}

const categoryList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value, ctx) => {
    const list = (Array.isArray(value) ? value : [value]).filter((item) => item !== '');
    if (list.length > BUSINESS_CATEGORIES.length) {
      ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.categories, input: value });
      return z.NEVER;
    }
    const known = new Set<string>(BUSINESS_CATEGORIES);
    if (list.some((item) => !known.has(item))) {
      ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.category, input: value });
      return z.NEVER;
    }
    return [...new Set(list)] as BusinessCategory[];
  }),
);

/**
 * GET /api/public/discover. Without a position the list is by name; with one it is nearest first
 * within the radius; a bounding box (the map's visible area) limits the results to that area.
 * Categories repeat: `?category=Fitness&category=Healthcare`.
 */
export const DiscoverQuerySchema = z
  .object({
    lat: numberParam('latitude', -90, 90),
    lng: numberParam('longitude', -180, 180),
    radiusKm: numberParam('radius', 1, DISCOVER.maxRadiusKm),
    q: z.optional(
      z
        .string()
        .check(
          z.maxLength(DISCOVER.queryMaxLength * 4, { error: () => DISCOVER_MESSAGES.query }),
          plainText(),
          z.trim(),
          z.maxLength(DISCOVER.queryMaxLength, { error: () => DISCOVER_MESSAGES.query }),
        ),
    ),
    category: z.optional(categoryList),
    limit: z.optional(
      z.pipe(
        z.string(),
        z.transform((value, ctx) => {
          const number = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
          if (!Number.isInteger(number) || number < 1 || number > DISCOVER.limit) {
            ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.limit, input: value });
            return z.NEVER;
          }
          return number;
        }),
      ),
    ),
    sort: z.optional(
      z.pipe(
        z.string(),
        z.transform((value, ctx) => {
          if (value === '') return undefined;
          if (!isDiscoverSort(value)) {
            ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.sort, input: value });
            return z.NEVER;
          }
          return value;
        }),
      ),
    ),
    /** Only businesses open now, by their weekly hours in their own time zone. */
    open: z.optional(
      z.pipe(
        z.string(),
        z.transform((value, ctx) => {
          const flag = value.trim().toLowerCase();
          if (flag === '1' || flag === 'true') return true;
          if (flag === '' || flag === '0' || flag === 'false') return undefined;
          ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.open, input: value });
          return z.NEVER;
        }),
      ),
    ),
    /**
     * Only businesses with a free time on this day: 'today' (each business's own today) or a date
     * from today to DISCOVER.freeDays - 1 days on (the range is checked against the clock).
     */
    free: z.optional(
      z.pipe(
        z.string(),
        z.transform((value, ctx) => {
          const day = value.trim().toLowerCase();
          if (day === '') return undefined;
          if (day === 'today' || isCalendarDate(day)) return day;
          ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.free, input: value });
          return z.NEVER;
        }),
      ),
    ),
    bbox: z.optional(
      z.pipe(
        z.string(),
        z.transform((value, ctx) => {
          const box = parseBoundingBox(value);
          if (!box) {
            ctx.issues.push({ code: 'custom', message: DISCOVER_MESSAGES.bbox, input: value });
            return z.NEVER;
          }
          return box;
        }),
      ),
    ),
  })
  .check(
    z.refine((query) => (query.lat === undefined) === (query.lng === undefined), {
      error: () => DISCOVER_MESSAGES.position,
      path: ['lat'],
    }),
  );
export type DiscoverQuery = z.output<typeof DiscoverQuerySchema>;

/** 'YYYY-MM-DD' naming a real day. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day a search wants free times on: soonest free asks for today unless a day is named. */
export function freeDayOf(query: DiscoverQuery): string | undefined {
  return query.free ?? (query.sort === 'soonest' ? 'today' : undefined);
}

/** Where a search is asked from, when it gives a position. */
export function positionOf(
  query: DiscoverQuery,
): { latitude: number; longitude: number } | undefined {
  return query.lat !== undefined && query.lng !== undefined
    ? { latitude: query.lat, longitude: query.lng }
    : undefined;
}

/** One business as Discover's list, map markers and info windows show it. */
export interface DiscoverBusiness {
  id: string;
  name: string;
  /** The map description when the owner wrote one, else the business description. */
  description: string | null;
  logoUrl: string | null;
  isVerified: boolean;
  averageRating: number;
  totalReviews: number;
  /** The first two of the business's categories... */
  categories: BusinessCategory[];
  /** ...and how many more it has ('+N more'). */
  moreCategories: number;
  serviceNames: string[];
  totalServices: number;
  phone: string | null;
  address: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
  /** Great-circle distance from the given position (earth radius 6371 km), 2 decimals; null without one. */
  distanceKm: number | null;
  /**
   * With a free day asked for: its earliest free time, 'HH:mm' in the business's own time zone
   * ('Free from 14:30'); null otherwise.
   */
  freeFrom: string | null;
}

export interface DiscoverResponse {
  businesses: DiscoverBusiness[];
  /** The place the search named, which it moved to, distances measured from its centre. */
  place: { label: string; latitude: number; longitude: number } | null;
}
