import { sql, type SQL } from 'drizzle-orm';
import type { BusinessCategory } from '@shared/categories';
import { DISCOVER, type BoundingBox, type DiscoverQuery } from '@shared/discover';
import type { Executor } from '../db/database';
import { ACTIVE_WITH_POSITION, SHOWN_ON_MAP } from './listing-rule';

/**
 * Discover's search (docs/decisions/0023-discover.md). With a position, two plans keep the work
 * bounded at any scale:
 *  1. near: walk the GiST index outward from the point (KNN) over at most NEAR_CANDIDATES
 *     businesses, filtering as it goes; it stops at the limit, so dense matches cost a few hundred
 *     rows. If those candidates cover the whole area, the answer is complete too.
 *  2. sparse: otherwise matches are rare around the point, so the trigram and category indexes
 *     find them and only they are sorted by distance.
 * Without a position the list is by name.
 */
export const NEAR_CANDIDATES = 2000;

/** earthdistance's sphere (metres); its cube points are on this, the spec's distances on 6371 km. */
const EARTH_CUBE_RADIUS_M = 6378168;
const KM_PER_DEGREE = (Math.PI * DISCOVER.earthRadiusKm) / 180;
/** Words shorter than this are matched only as written: trigram similarity means little for them. */
const FUZZY_MIN_LENGTH = 4;
/** pg_trgm's word_similarity_threshold, its default, which `<%` compares with; Miadi never sets it. */
const WORD_SIMILARITY_THRESHOLD = 0.6;
const MAX_WORDS = 8;

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

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A cheap test every row that passes `word <% text` passes too, so that most rows are spared the
 * trigram function (some 20 µs a row over a business's text). word_similarity is
 * shared / (word's trigrams + extent's - shared), so at least WORD_SIMILARITY_THRESHOLD of the word's
 * trigrams are shared; all but three of them (the padded '  s', ' sa', 'on ') are plain three-letter
 * pieces of the word, which the text, lower-case already, must then contain.
 */
function typoPrefilter(searchText: SQL, word: string): SQL | undefined {
  // other letters may be folded or hashed by pg_trgm; and past a dozen pieces the test costs more
  // than it saves: those words keep the plain test
  if (!/^[a-z0-9]+$/.test(word) || word.length > 14) return undefined;
  const pieces = [
    ...new Set(Array.from({ length: word.length - 2 }, (_, i) => word.slice(i, i + 3))),
  ];
  const needed = Math.ceil(WORD_SIMILARITY_THRESHOLD * (pieces.length + 3) - 1e-9) - 3;
  if (needed <= 0) return undefined;
  const found = pieces.map((piece) => sql`(strpos(${searchText}, ${piece}) > 0)::int`);
  return sql`(${sql.join(found, sql` + `)}) >= ${needed}`;
}

/**
 * Every word must appear (as written, or within a small typo for longer words). `indexed` says
 * whether the trigram index may serve the test. Where it cannot (the near plan filters the rows the
 * KNN walk fetched) the typo test is the function behind `<%`: the operator's selectivity estimate
 * runs word_similarity over the column's statistics, some 1.5 ms of planning a word, for a plan
 * that is the same either way.
 */
function textFilter(
  searchText: SQL,
  query: string | undefined,
  { indexed }: { indexed: boolean },
): SQL | undefined {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (!words.length) return undefined;
  const each = words.map((word) => {
    const contains = sql`${searchText} LIKE ${`%${escapeLike(word)}%`}`;
    if (word.length < FUZZY_MIN_LENGTH) return contains;
    const typo = indexed
      ? sql`${word} <% ${searchText}`
      : sql`word_similarity_op(${word}, ${searchText})`;
    const prefilter = typoPrefilter(searchText, word);
    // written in this order, the cheap tests run first; the index still serves `<%` in an OR arm
    return sql`(${contains} OR ${prefilter ? sql`(${prefilter} AND ${typo})` : typo})`;
  });
  return sql.join(each, sql` AND `);
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

async function nearPlan(db: Executor, area: Area, query: DiscoverQuery, limit: number) {
  const filters = allOf([
    area.contains(sql`c.latitude`, sql`c.longitude`),
    categoryFilter(sql`c.categories`, query.category),
    textFilter(sql`c.search_text`, query.q, { indexed: false }),
    SHOWN_ON_MAP(sql`c.id`),
  ]);
  // the inner LIMIT bounds the walk; the outer LIMIT stops it early once enough rows match
  const { rows } = await db.execute<Hit>(sql`
    SELECT c.id FROM (
      SELECT b.id, b.latitude, b.longitude, b.categories, b.search_text
      FROM businesses b
      WHERE ${ACTIVE_WITH_POSITION}
      ORDER BY b.earth_point <-> ${earthPoint(area.centre)}
      LIMIT ${NEAR_CANDIDATES}
    ) c
    WHERE ${filters}
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

async function sparsePlan(db: Executor, area: Area, query: DiscoverQuery, limit: number) {
  const { box } = area;
  const filters = allOf([
    ACTIVE_WITH_POSITION,
    sql`b.latitude BETWEEN ${box.south}::float8 AND ${box.north}::float8`,
    sql`b.longitude BETWEEN ${box.west}::float8 AND ${box.east}::float8`,
    area.contains(sql`b.latitude`, sql`b.longitude`),
    categoryFilter(sql`b.categories`, query.category),
    textFilter(sql`b.search_text`, query.q, { indexed: true }),
    SHOWN_ON_MAP(sql`b.id`),
  ]);
  // "+ 0" keeps the planner off the KNN walk here: matches are known to be sparse near the point
  const { rows } = await db.execute<Hit>(sql`
    SELECT b.id FROM businesses b
    WHERE ${filters}
    ORDER BY (b.earth_point <-> ${earthPoint(area.centre)}) + 0
    LIMIT ${limit}`);
  return rows;
}

async function byNamePlan(db: Executor, query: DiscoverQuery, limit: number) {
  const filters = allOf([
    ACTIVE_WITH_POSITION,
    categoryFilter(sql`b.categories`, query.category),
    textFilter(sql`b.search_text`, query.q, { indexed: true }),
    SHOWN_ON_MAP(sql`b.id`),
  ]);
  const { rows } = await db.execute<Hit>(sql`
    SELECT b.id FROM businesses b WHERE ${filters} ORDER BY b.name, b.id LIMIT ${limit}`);
  return rows;
}

function areaOf(query: DiscoverQuery): Area | undefined {
  const position =
    query.lat !== undefined && query.lng !== undefined
      ? { latitude: query.lat, longitude: query.lng }
      : undefined;
  if (query.bbox) {
    const { south, west, north, east } = query.bbox;
    return boxArea(
      query.bbox,
      position ?? { latitude: (south + north) / 2, longitude: (west + east) / 2 },
    );
  }
  return position ? circleArea(position, query.radiusKm ?? DISCOVER.radiusKm) : undefined;
}

/** The matching businesses' ids, nearest first when there is a position (else by name). */
export async function findBusinessIds(db: Executor, query: DiscoverQuery): Promise<string[]> {
  const limit = query.limit ?? DISCOVER.limit;
  const area = areaOf(query);
  if (!area) return (await byNamePlan(db, query, limit)).map((row) => row.id);
  const near = await nearPlan(db, area, query, limit);
  if (near.length === limit || (await candidatesCoverArea(db, area))) {
    return near.map((row) => row.id);
  }
  return (await sparsePlan(db, area, query, limit)).map((row) => row.id);
}
