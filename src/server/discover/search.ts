import { sql, type SQL } from 'drizzle-orm';
import type { BusinessCategory } from '@shared/categories';
import {
  DISCOVER,
  type DiscoverQuery,
  freeDayOf,
  positionOf,
  type DiscoverResponse,
} from '@shared/discover';
import type { Executor } from '../db/database';
import { presentDiscover } from './details';
import { ACTIVE_WITH_POSITION, SHOWN_ON_MAP } from './listing-rule';
import { areaOf, chordToKm, earthPoint, type Area } from './area';
import type { KenyaPlace } from '@shared/kenya-places';
import { freeTimes, mayBeFreeFilter, openNowFilter, type FreeTime } from './free-times';
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
 *     straight here. Open now and free on a day, which no index finds, walk on to the nearest
 *     WHEN_CANDIDATES instead (docs/decisions/0081).
 * Without a position the list is by name.
 */
export const NEAR_CANDIDATES = 2000;
/**
 * Open now and free on a day look at most this many of the nearest businesses (docs/decisions/0081):
 * past them, an area dense enough to hold them all has its answers nearer.
 */
export const WHEN_CANDIDATES = 10_000;

/**
 * Words held by at most this many businesses nationwide are found through the words' index and
 * sorted by distance, rather than by walking outward until enough match.
 */
export const RARE_WORDS = 2000;
/** A search whose words at most this many businesses' names hold finds them wherever they are. */
const NAMED_ANYWHERE = 20;
/** ... looked for only when the rarest word is this rare nationwide: a common word is no name. */
const NAMED_WORDS = 5000;

/**
 * What a plan looks for: the chosen categories, open now or perhaps free on a day (the engine
 * decides which are: free-times.ts), and, in one tier of the words, the rows holding `words` but
 * not `notWords` (the tier before, so no business is listed twice).
 */
interface Wanted {
  categories: DiscoverQuery['category'];
  sort: DiscoverQuery['sort'];
  open: boolean;
  free: string | undefined;
  now: Date;
  words?: string;
  notWords?: string;
}

function wantedFilter(row: SQL, wanted: Wanted): SQL {
  const vector = sql`${row}.search_vector`;
  return allOf([
    categoryFilter(sql`${row}.categories`, wanted.categories),
    wanted.open ? openNowFilter(sql`${row}.id`, wanted.now) : undefined,
    wanted.free === undefined
      ? undefined
      : mayBeFreeFilter(sql`${row}.id`, wanted.free, wanted.now),
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

type Hit = { id: string };

async function nearPlan(
  db: Executor,
  area: Area,
  wanted: Wanted,
  limit: number,
  candidates = NEAR_CANDIDATES,
) {
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
      LIMIT ${candidates}
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
  // open now and free are tested row by row, with no index to find them by: a dense area at night
  // would have the sparse plan test every business in it, so they walk further out instead
  if (wanted.open || wanted.free !== undefined) {
    return nearPlan(db, area, wanted, limit, WHEN_CANDIDATES);
  }
  return sparsePlan(db, area, wanted, limit);
}

/**
 * How many candidates a free-day search asks the engine about, at most, for `limit` answers: the
 * nearest (or best rated) that may be free, in rounds until enough are (docs/decisions/0081).
 */
export const FREE_CANDIDATES = 400;
/** Soonest free sorts this many of the nearest businesses free that day by their first free time. */
export const SOONEST_CANDIDATES = 100;

/** A search's free times so far: the engine asked once per business, whatever the rounds. */
type FreeAnswers = Map<string, FreeTime | null>;

/**
 * `look`'s candidates kept to those the engine finds free on the day wanted (all of them when no
 * day is), asking for more in rounds while too few are: free times are not in any index, so the
 * search finds candidates and the engine judges them.
 */
async function keepFree(
  db: Executor,
  wanted: Wanted,
  limit: number,
  known: FreeAnswers,
  look: (count: number) => Promise<Hit[]>,
): Promise<Hit[]> {
  const { free: day } = wanted;
  if (day === undefined) return look(limit);
  const wantedCount = wanted.sort === 'soonest' ? Math.max(limit, SOONEST_CANDIDATES) : limit;
  // most candidates the hours let through are free: a quarter more than wanted, then 4 times more
  let count = Math.min(FREE_CANDIDATES, Math.ceil(wantedCount * 1.25) + 5);
  for (;;) {
    const hits = await look(count);
    const unknown = hits.map((hit) => hit.id).filter((id) => !known.has(id));
    const answers = await freeTimes(db, unknown, day, wanted.now);
    for (const id of unknown) known.set(id, answers.get(id) ?? null);
    const free = hits.filter((hit) => known.get(hit.id));
    const exhausted = hits.length < count || count >= FREE_CANDIDATES;
    if (free.length >= wantedCount || exhausted) {
      if (wanted.sort !== 'soonest') return free.slice(0, limit);
      // soonest first; among equals the order found (nearest first)
      const at = (hit: Hit) => known.get(hit.id)!.startMs;
      return free
        .map((hit, order) => ({ hit, order }))
        .sort((a, b) => at(a.hit) - at(b.hit) || a.order - b.order)
        .slice(0, limit)
        .map(({ hit }) => hit);
    }
    count = Math.min(FREE_CANDIDATES, count * 4);
  }
}

/** The words' tiers in the query's area: every match as written first, then those needing a typo. */
async function findInArea(
  db: Executor,
  query: DiscoverQuery,
  words: WordQuery | undefined,
  base: Wanted,
  known: FreeAnswers,
): Promise<string[]> {
  const limit = query.limit ?? DISCOVER.limit;
  const tiers: Wanted[] = !words
    ? [base]
    : [
        ...(words.exact === null ? [] : [{ ...base, words: words.exact }]),
        ...(words.withTypos === null
          ? []
          : [{ ...base, words: words.withTypos, notWords: words.exact ?? undefined }]),
      ];
  const area = areaOf(query);
  const rare = words !== undefined && words.estimate <= RARE_WORDS;
  let coverage: Promise<boolean> | undefined;
  const covered = () => (coverage ??= area ? candidatesCoverArea(db, area) : Promise.resolve(true));
  const found: string[] = [];
  for (const tier of tiers) {
    const tierLimit = limit - found.length;
    if (tierLimit <= 0) break;
    const look = (count: number) =>
      area ? inArea(db, area, tier, count, { rare, covered }) : byNamePlan(db, tier, count);
    const hits = await keepFree(db, tier, tierLimit, known, look);
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
  base: Wanted,
  known: FreeAnswers,
): Promise<string[]> {
  if (query.bbox || !words || words === 'none' || words.inNames === null) return [];
  if (words.estimate > NAMED_WORDS) return [];
  const area = areaOf(query);
  const filters = allOf([
    ACTIVE_WITH_POSITION,
    sql`b.search_vector @@ ${words.inNames}::tsquery`,
    wantedFilter(sql`b`, base),
    SHOWN_ON_MAP(sql`b.id`),
  ]);
  const order = area ? sql`(b.earth_point <-> ${earthPoint(area.centre)}) + 0` : sql`b.name, b.id`;
  const { rows } = await db.execute<Hit>(sql`
    SELECT b.id FROM businesses b WHERE ${filters} ORDER BY ${order} LIMIT ${NAMED_ANYWHERE + 1}`);
  if (rows.length > NAMED_ANYWHERE) return [];
  const named = await keepFree(db, base, NAMED_ANYWHERE, known, () => Promise.resolve(rows));
  return named.map((row) => row.id);
}

/** What a search found, and where it looked: around the place it named, if it named one. */
export interface DiscoverSearch {
  ids: string[];
  place: KenyaPlace | null;
  /** With a free day asked for: each business's earliest free time that day. */
  freeFrom: Map<string, string>;
  /** The query as searched: centred on the place, its words without it. */
  searched: DiscoverQuery;
}

/**
 * The matching businesses, nearest first when there is a position (else by name), or best rated
 * first (docs/decisions/0079) with the nearest first among equals: those matching every word as
 * written (or as its start, or in another form) first, then those needing a typo (0078). A place
 * named in the search moves it there; a business named by the words is found wherever it is (0080).
 */
export async function searchDiscover(
  db: Executor,
  query: DiscoverQuery,
  now = new Date(),
): Promise<DiscoverSearch> {
  const visitor = positionOf(query);
  const placed = query.q ? placeInSearch(query.q, visitor) : null;
  const searched: DiscoverQuery = placed
    ? {
        ...query,
        q: placed.rest || undefined,
        ...(query.bbox ? {} : { lat: placed.place.latitude, lng: placed.place.longitude }),
      }
    : query;
  const base: Wanted = {
    categories: query.category,
    sort: query.sort,
    open: query.open === true,
    free: freeDayOf(query),
    now,
  };
  const known: FreeAnswers = new Map();
  const words = await lookUpWords(db, searched.q);
  const named = await namedAnywhere(
    db,
    searched,
    // with a place taken out, a name may still hold its words
    placed ? await lookUpWords(db, query.q) : words,
    base,
    known,
  );
  const nearby = words === 'none' ? [] : await findInArea(db, searched, words, base, known);
  // the area's own matches keep their order; the named ones it did not reach come first
  const ids = [...named.filter((id) => !nearby.includes(id)), ...nearby].slice(
    0,
    query.limit ?? DISCOVER.limit,
  );
  const freeFrom = new Map<string, string>();
  for (const id of ids) {
    const free = known.get(id);
    if (free) freeFrom.set(id, free.time);
  }
  return { ids, place: placed?.place ?? null, searched, freeFrom };
}

/** A named place as the page shows it: 'Mombasa', 'Westlands, Nairobi'. */
function placeShown(place: KenyaPlace | null): DiscoverResponse['place'] {
  if (!place) return null;
  const label = place.kind === 'town' ? place.name : `${place.name}, ${place.within}`;
  return { label, latitude: place.latitude, longitude: place.longitude };
}

/**
 * Discover's answer to a query at `now`: the businesses as cards show them (with their earliest
 * free time when a day was asked for) and the place the search moved to. The endpoint and the
 * page the server renders both answer with it.
 */
export async function discoverAnswer(
  db: Executor,
  query: DiscoverQuery,
  now: Date,
): Promise<DiscoverResponse> {
  const { ids, place, searched, freeFrom } = await searchDiscover(db, query, now);
  return {
    businesses: await presentDiscover(db, ids, searched, freeFrom),
    place: placeShown(place),
  };
}

/** The matching businesses' ids (searchDiscover's). */
export async function findBusinessIds(db: Executor, query: DiscoverQuery): Promise<string[]> {
  return (await searchDiscover(db, query)).ids;
}
