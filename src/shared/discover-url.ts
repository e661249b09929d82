import { BUSINESS_CATEGORIES, type BusinessCategory } from './categories';
import {
  DISCOVER,
  type DiscoverSort,
  type DiscoverTown,
  isDiscoverSort,
  isDiscoverTown,
} from './discover-rules';
import { isUuid } from './uuid';

/**
 * What Discover's query string holds: the search, the chosen categories, the selected business, and
 * a town to measure from instead of the visitor's position.
 */
export interface DiscoverUrlState {
  q: string;
  categories: BusinessCategory[];
  selectedId: string | null;
  near: DiscoverTown | null;
  /** The list's order; nearest unless the URL says otherwise. */
  sort: DiscoverSort;
  /** Only businesses open now. */
  open: boolean;
  /** Only businesses with a free time on this day: 'today' or 'YYYY-MM-DD'; null for any. */
  free: string | null;
}

/** A free day as the URL may carry it: 'today' or a date; anything else is no filter. */
function freeDayParam(value: string | null): string | null {
  if (value === 'today') return value;
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

const KNOWN = new Set<string>(BUSINESS_CATEGORIES);
const isCategory = (value: string): value is BusinessCategory => KNOWN.has(value);

/**
 * Discover's state from its query string
 * (?q=salon&category=Fitness&selected=<id>&near=Mombasa&sort=rating&open=1&free=today). Values the API
 * would refuse (an unknown category, a malformed id) are left out, not sent. The page and the
 * server that renders it read the URL the same way.
 */
export function discoverUrlState(search: string): DiscoverUrlState {
  const read = new URLSearchParams(search);
  const selected = read.get('selected');
  const near = read.get('near') ?? '';
  const sort = read.get('sort') ?? '';
  return {
    q: (read.get('q') ?? '').trim().slice(0, DISCOVER.queryMaxLength),
    categories: [...new Set(read.getAll('category').filter(isCategory))],
    selectedId: isUuid(selected) ? selected : null,
    near: isDiscoverTown(near) ? near : null,
    sort: isDiscoverSort(sort) ? sort : 'nearest',
    open: read.get('open') === '1',
    free: freeDayParam(read.get('free')),
  };
}

/** The key of the list the server read for these filters, in the page's initial data. */
export function discoverListKey({
  q,
  categories,
  near = null,
  sort = 'nearest',
  open = false,
  free = null,
}: {
  q: string;
  categories: string[];
  near?: string | null;
  sort?: DiscoverSort;
  open?: boolean;
  free?: string | null;
}): string {
  // the defaults leave the key as it was before each was added: trailing defaults are dropped
  const key: unknown[] = [q, categories, near, sort, open, free];
  const defaults: unknown[] = [q, categories, null, 'nearest', false, null];
  while (key.length > 2 && key.at(-1) === defaults[key.length - 1]) key.pop();
  return `discover|${JSON.stringify(key)}`;
}

/** A link to Discover searching for `q`, measured from a town when one is given. */
export function discoverHref({ q, near }: { q: string; near?: DiscoverTown }): string {
  const query = new URLSearchParams({ q });
  if (near) query.set('near', near);
  return `/discover?${query.toString()}`;
}
