import { BUSINESS_CATEGORIES, type BusinessCategory } from './categories';
import { DISCOVER } from './discover-rules';
import { isUuid } from './uuid';

/** What Discover's query string holds: the search, the chosen categories, the selected business. */
export interface DiscoverUrlState {
  q: string;
  categories: BusinessCategory[];
  selectedId: string | null;
}

const KNOWN = new Set<string>(BUSINESS_CATEGORIES);
const isCategory = (value: string): value is BusinessCategory => KNOWN.has(value);

/**
 * Discover's state from its query string (?q=salon&category=Fitness&selected=<id>). Values the API
 * would refuse (an unknown category, a malformed id) are left out, not sent. The page and the
 * server that renders it read the URL the same way.
 */
export function discoverUrlState(search: string): DiscoverUrlState {
  const read = new URLSearchParams(search);
  const selected = read.get('selected');
  return {
    q: (read.get('q') ?? '').trim().slice(0, DISCOVER.queryMaxLength),
    categories: [...new Set(read.getAll('category').filter(isCategory))],
    selectedId: isUuid(selected) ? selected : null,
  };
}

/** The key of the list the server read for these filters, in the page's initial data. */
export function discoverListKey({ q, categories }: { q: string; categories: string[] }): string {
  return `discover|${JSON.stringify([q, categories])}`;
}
