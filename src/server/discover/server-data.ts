import { DISCOVER, DISCOVER_TOWNS } from '@shared/discover-rules';
import { DiscoverQuerySchema } from '@shared/discover';
import { discoverListKey, discoverUrlState } from '@shared/discover-url';
import type { Database } from '../db/database';
import { asSent, NOTHING_READ, type PageInput } from '../http/server-render';
import type { Logger } from '../logger';
import { isFreeDayOffered } from './free-days';
import { discoverAnswer } from './search';

/**
 * Discover's list for the page the server renders: the URL's search, categories and order around the
 * link's town, else central Nairobi (where the page measures from until the visitor's position
 * answers), under the key the
 * page reads it by, read afresh for every visit (the page is not kept). A failure seeds nothing: the
 * page then shows its loading list and asks itself. Null for any other path.
 */
export async function discoverPageData(
  db: Database,
  logger: Logger,
  pathname: string,
  search: string,
): Promise<PageInput | null> {
  if (pathname !== '/discover') return null;
  const filters = discoverUrlState(search);
  const centre = filters.near ? DISCOVER_TOWNS[filters.near] : DISCOVER.centre;
  const parsed = DiscoverQuerySchema.safeParse({
    lat: String(centre.latitude),
    lng: String(centre.longitude),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.categories.length ? { category: filters.categories } : {}),
    ...(filters.sort === 'nearest' ? {} : { sort: filters.sort }),
    ...(filters.open ? { open: '1' } : {}),
    ...(filters.free ? { free: filters.free } : {}),
  });
  const now = new Date();
  // a free day no longer offered (an old link) is the page's to say, when it asks itself
  if (!parsed.success || !isFreeDayOffered(parsed.data, now)) return NOTHING_READ;
  try {
    const list = await discoverAnswer(db, parsed.data, now);
    const data = { [discoverListKey(filters)]: asSent(list) };
    return { data: () => data };
  } catch (error) {
    logger.warn({ err: error, pathname }, 'discover rendered without its list');
    return NOTHING_READ;
  }
}
