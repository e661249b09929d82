import { sql, type SQL } from 'drizzle-orm';
import type { BusinessCategory } from '@shared/categories';
import {
  DISCOVER,
  type BoundingBox,
  type DiscoverQuery,
  positionOf,
  type DiscoverResponse,
} from '@shared/discover';
import type { Executor } from '../db/database';
import { ACTIVE_WITH_POSITION, SHOWN_ON_MAP } from './listing-rule';
import type { KenyaPlace } from '@shared/kenya-places';
import { placeInSearch } from './place-in-search';
import { lookUpWords, type WordQuery } from './words';

/**
 * Discover's search (docs/decisions/0023-discover.md, 0078). The words are looked up first
 * (words.ts): a word no business holds ends the search there. With a position, two plans keep the
 * work bounded at any scale:
 *  1. near: walk the GiST index outward from the point (KNN) over at most NEAR_CANDIDATES
 *     businesses, filtering as it goes; it stops at the limit, so dense matches cost a few hundred
 *     rows. If those candidates cover the whole area, the answer is complete too.
 *  2. sparse: otherwise matches are rare around the point, so the words' and categories' indexes
 *     find them and only they are sorted by distance. Words the dictionary counts as rare go
 *     straight here.
 * Without a position the list is by name.
 */
export const NEAR_CANDIDATES = 2000;

/** earthdistance's sphere (metres); its cube points are on this, the spec's distances on 6371 km. */
const EARTH_CUBE_RADIUS_M = 6378168;
const KM_PER_DEGREE = (Math.PI * DISCOVER.earthRadiusKm) / 180;
/**
 * Words held by at most this many businesses nationwide are found through the words' index and
 * sorted by distance, rather than by walking outward until enough match.
 */
export const RARE_WORDS = 2000;
/** A search whose words at most this many businesses' names hold finds them wherever they are. */
const NAMED_ANYWHERE = 20;
/** ... looked for only when the rarest word is this rare nationwide: a common word is no name. */
const NAMED_WORDS = 5000;

export interface Point {
  latitude: number;
  longitude: number;
}

interface Area {
  centre: Point;
  /** Exact test on a row's latitude and longitude. */
  contains(latitude: SQL, longitude: SQL): SQL;
  /** A latitude/longitude box around the area, for the planner's estimates and the btree index. */
  box: BoundingBox;
  /** The farthest any point of the area is from the centre, in km. */
  reachKm: number;
}

function haversineKm(latitude: SQL, longitude: SQL, point: Point): SQL {
  return sql`(2 * ${DISCOVER.earthRadiusKm}::float8 * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${point.latitude}::float8) / 2), 2) +
    cos(radians(${point.latitude}::float8)) * cos(radians(${latitude})) *
    power(sin(radians(${longitude} - ${point.longitude}::float8) / 2), 2)))))`;
}

function greatCircleKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(to.latitude - from.latitude) / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(radians(to.longitude - from.longitude) / 2) ** 2;
  return 2 * DISCOVER.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

function circleArea(centre: Point, radiusKm: number): Area {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((centre.latitude * Math.PI) / 180);
  // near a pole the longitude span is the whole circle
  const dLng = cosLat > 0.01 ? Math.min(180, dLat / cosLat) : 180;
  return {
    centre,
    contains: (latitude, longitude) =>
      sql`${haversineKm(latitude, longitude, centre)} <= ${radiusKm}::float8`,
    box: {
      south: Math.max(-90, centre.latitude - dLat),
      north: Math.min(90, centre.latitude + dLat),
      west: Math.max(-180, centre.longitude - dLng),
      east: Math.min(180, centre.longitude + dLng),
    },
    reachKm: radiusKm,
  };
}

function boxArea(box: BoundingBox, centre: Point): Area {
  const corners: Point[] = [
    { latitude: box.south, longitude: box.west },
    { latitude: box.south, longitude: box.east },
    { latitude: box.north, longitude: box.west },
    { latitude: box.north, longitude: box.east },
  ];
  return {
    centre,
    contains: (latitude, longitude) =>
      sql`${latitude} BETWEEN ${box.south}::float8 AND ${box.north}::float8
        AND ${longitude} BETWEEN ${box.west}::float8 AND ${box.east}::float8`,
    box,
    reachKm: Math.max(...corners.map((corner) => greatCircleKm(centre, corner))),
  };
}

/** Rows holding every word of a tsquery (words.ts), through the GIN index where the plan reads it. */
/**
 * What a plan looks for: the chosen categories and, in one tier of the words, the rows holding
 * `words` but not `notWords` (the tier before, so no business is listed twice).
 */
interface Wanted {
  categories: DiscoverQuery['category'];
  sort: DiscoverQuery['sort'];
  words?: string;
  notWords?: string;
}

function wantedFilter(row: SQL, wanted: Wanted): SQL {
  const vector = sql`${row}.search_vector`;
  return allOf([
    categoryFilter(sql`${row}.categories`, wanted.categories),
    wanted.words === undefined ? undefined : sql`${vector} @@ ${wanted.words}::tsquery`,
    wanted.notWords === undefined ? undefined : sql`NOT (${vector} @@ ${wanted.notWords}::tsquery)`,
  ]);
}

function categoryFilter(categories: SQL, chosen: BusinessCategory[] | undefined): SQL | undefined {
  if (!chosen?.length) return undefined;
  return sql`${categories} && ${`{${chosen.map((c) => `"${c}"`).join(',')}}`}::text[]`;
}

function allOf(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length ? sql.join(present, sql` AND `) : sql`true`;
}

function earthPoint(point: Point): SQL {
  return sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)::cube`;
}

/** A chord through earthdistance's sphere, as a great-circle distance on the spec's 6371 km. */
function chordToKm(chordMetres: number): number {
  const angle = 2 * Math.asin(Math.min(1, chordMetres / (2 * EARTH_CUBE_RADIUS_M)));
  return angle * DISCOVER.earthRadiusKm;
}

type Hit = { id: string };

async function nearPlan(db: Executor, area: Area, wanted: Wanted, limit: number) {
  const filters = allOf([
    area.contains(sql`c.latitude`, sql`c.longitude`),
    wantedFilter(sql`c`, wanted),
    SHOWN_ON_MAP(sql`c.id`),
  ]);
  // the inner LIMIT bounds the walk; the outer LIMIT stops it early once enough rows match. Best
  // rated sorts the walked candidates, which is the whole answer once they cover the area
  const { rows } = await db.execute<Hit>(sql`
    SELECT c.id FROM (
      SELECT b.id, b.latitude, b.longitude, b.categories, b.search_vector, b.rating_score,
        b.earth_point <-> ${earthPoint(area.centre)} AS chord
      FROM businesses b
      WHERE ${ACTIVE_WITH_POSITION}
      ORDER BY b.earth_point <-> ${earthPoint(area.centre)}
      LIMIT ${NEAR_CANDIDATES}
    ) c
    WHERE ${filters}
    ${wanted.sort === 'rating' ? sql`ORDER BY c.rating_score DESC, c.chord` : sql``}
    LIMIT ${limit}`);
  return rows;
}

/** Whether the nearest NEAR_CANDIDATES businesses reach past the whole area. */
async function candidatesCoverArea(db: Executor, area: Area): Promise<boolean> {
  const { rows } = await db.execute<{ chord: number }>(sql`
    SELECT b.earth_point <-> ${earthPoint(area.centre)} AS chord
    FROM businesses b
    WHERE ${ACTIVE_WITH_POSITION}
    ORDER BY b.earth_point <-> ${earthPoint(area.centre)}
    OFFSET ${NEAR_CANDIDATES - 1} LIMIT 1`);
  const farthest = rows[0];
  return !farthest || chordToKm(Number(farthest.chord)) > area.reachKm;
}

async function sparsePlan(db: Executor, area: Area, wanted: Wanted, limit: number) {
  const { box } = area;
  const filters = allOf([
    ACTIVE_WITH_POSITION,
    sql`b.latitude BETWEEN ${box.south}::float8 AND ${box.north}::float8`,
    sql`b.longitude BETWEEN ${box.west}::float8 AND ${box.east}::float8`,
    area.contains(sql`b.latitude`, sql`b.longitude`),
    wantedFilter(sql`b`, wanted),
    SHOWN_ON_MAP(sql`b.id`),
  ]);
  // "+ 0" keeps the planner off the KNN walk here: matches are known to be sparse near the point.
  // Best rated may walk the score's index from the top, filtering, where matches are dense
  const distance = sql`(b.earth_point <-> ${earthPoint(area.centre)}) + 0`;
  const { rows } = await db.execute<Hit>(sql`
    SELECT b.id FROM businesses b
    WHERE ${filters}
    ORDER BY ${wanted.sort === 'rating' ? sql`b.rating_score DESC, ${distance}` : distance}
    LIMIT ${limit}`);
  return rows;
}

async function byNamePlan(db: Executor, wanted: Wanted, limit: number) {
  const filters = allOf([
    ACTIVE_WITH_POSITION,
    wantedFilter(sql`b`, wanted),
    SHOWN_ON_MAP(sql`b.id`),
  ]);
  const order =
    wanted.sort === 'rating' ? sql`b.rating_score DESC, b.name, b.id` : sql`b.name, b.id`;
  const { rows } = await db.execute<Hit>(sql`
    SELECT b.id FROM businesses b WHERE ${filters} ORDER BY ${order} LIMIT ${limit}`);
  return rows;
}

function areaOf(query: DiscoverQuery): Area | undefined {
  const position = positionOf(query);
  if (query.bbox) {
    const { south, west, north, east } = query.bbox;
    return boxArea(
      query.bbox,
      position ?? { latitude: (south + north) / 2, longitude: (west + east) / 2 },
    );
  }
  return position ? circleArea(position, query.radiusKm ?? DISCOVER.radiusKm) : undefined;
}

/** One tier's matches in the area, nearest first: the plan as the words' rarity says. */
async function inArea(
  db: Executor,
  area: Area,
  wanted: Wanted,
  limit: number,
  { rare, covered }: { rare: boolean; covered: () => Promise<boolean> },
): Promise<Hit[]> {
  if (rare) return sparsePlan(db, area, wanted, limit);
  if (wanted.sort === 'rating') {
    // the nearest candidates hold the best rated only when they are the whole area
    return (await covered())
      ? nearPlan(db, area, wanted, limit)
      : sparsePlan(db, area, wanted, limit);
  }
  const near = await nearPlan(db, area, wanted, limit);
  if (near.length === limit || (await covered())) return near;
  return sparsePlan(db, area, wanted, limit);
}

/** The words' tiers in the query's area: every match as written first, then those needing a typo. */
async function findInArea(
  db: Executor,
  query: DiscoverQuery,
  words: WordQuery | undefined,
): Promise<string[]> {
  const limit = query.limit ?? DISCOVER.limit;
  const wanted = { categories: query.category, sort: query.sort };
  const tiers: Wanted[] = !words
    ? [wanted]
    : [
        ...(words.exact === null ? [] : [{ ...wanted, words: words.exact }]),
        ...(words.withTypos === null
          ? []
          : [{ ...wanted, words: words.withTypos, notWords: words.exact ?? undefined }]),
      ];
  const area = areaOf(query);
  const rare = words !== undefined && words.estimate <= RARE_WORDS;
  let coverage: Promise<boolean> | undefined;
  const covered = () => (coverage ??= area ? candidatesCoverArea(db, area) : Promise.resolve(true));
  const found: string[] = [];
  for (const tier of tiers) {
    const tierLimit = limit - found.length;
    if (tierLimit <= 0) break;
    const hits = area
      ? await inArea(db, area, tier, tierLimit, { rare, covered })
      : await byNamePlan(db, tier, tierLimit);
    found.push(...hits.map((hit) => hit.id));
  }
  return found;
}

/**
 * Businesses whose name holds every word, wherever they are, when so few do that the words name
 * them (docs/decisions/0080): 'Zawadi Studio' finds the studio from Mombasa; 'salon' is not a name.
 */
async function namedAnywhere(
  db: Executor,
  query: DiscoverQuery,
  words: WordQuery | 'none' | undefined,
): Promise<string[]> {
  if (query.bbox || !words || words === 'none' || words.inNames === null) return [];
  if (words.estimate > NAMED_WORDS) return [];
  const area = areaOf(query);
  const filters = allOf([
    ACTIVE_WITH_POSITION,
    sql`b.search_vector @@ ${words.inNames}::tsquery`,
    categoryFilter(sql`b.categories`, query.category),
    SHOWN_ON_MAP(sql`b.id`),
  ]);
  const order = area ? sql`(b.earth_point <-> ${earthPoint(area.centre)}) + 0` : sql`b.name, b.id`;
  const { rows } = await db.execute<Hit>(sql`
    SELECT b.id FROM businesses b WHERE ${filters} ORDER BY ${order} LIMIT ${NAMED_ANYWHERE + 1}`);
  return rows.length > NAMED_ANYWHERE ? [] : rows.map((row) => row.id);
}

/** What a search found, and where it looked: around the place it named, if it named one. */
export interface DiscoverSearch {
  ids: string[];
  place: KenyaPlace | null;
  /** The query as searched: centred on the place, its words without it. */
  searched: DiscoverQuery;
}

/**
 * The matching businesses, nearest first when there is a position (else by name), or best rated
 * first (docs/decisions/0079) with the nearest first among equals: those matching every word as
 * written (or as its start, or in another form) first, then those needing a typo (0078). A place
 * named in the search moves it there; a business named by the words is found wherever it is (0080).
 */
export async function searchDiscover(db: Executor, query: DiscoverQuery): Promise<DiscoverSearch> {
  const visitor = positionOf(query);
  const placed = query.q ? placeInSearch(query.q, visitor) : null;
  const searched: DiscoverQuery = placed
    ? {
        ...query,
        q: placed.rest || undefined,
        ...(query.bbox ? {} : { lat: placed.place.latitude, lng: placed.place.longitude }),
      }
    : query;
  const words = await lookUpWords(db, searched.q);
  const named = await namedAnywhere(
    db,
    searched,
    // with a place taken out, a name may still hold its words
    placed ? await lookUpWords(db, query.q) : words,
  );
  const nearby = words === 'none' ? [] : await findInArea(db, searched, words);
  // the area's own matches keep their order; the named ones it did not reach come first
  const ids = [...named.filter((id) => !nearby.includes(id)), ...nearby];
  return {
    ids: ids.slice(0, query.limit ?? DISCOVER.limit),
    place: placed?.place ?? null,
    searched,
  };
}

/** A named place as the page shows it: 'Mombasa', 'Westlands, Nairobi'. */
export function placeShown(place: KenyaPlace | null): DiscoverResponse['place'] {
  if (!place) return null;
  const label = place.kind === 'town' ? place.name : `${place.name}, ${place.within}`;
  return { label, latitude: place.latitude, longitude: place.longitude };
}

/** The matching businesses' ids (searchDiscover's). */
export async function findBusinessIds(db: Executor, query: DiscoverQuery): Promise<string[]> {
  return (await searchDiscover(db, query)).ids;
}
