import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { List, LocateFixed, LocateOff, Map as MapIcon, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DiscoverResponse } from '@shared/discover';
import { DISCOVER_TOWNS, type DiscoverSort, type DiscoverTown } from '@shared/discover-rules';
import { discoverListKey } from '@shared/discover-url';
import { Skeleton } from '../../components/ui/skeleton';
import { cx } from '../../components/ui/cx';
import { useInitialData } from '../../lib/initial-data';
import { toast } from '../../lib/toast';
import { CategoryFilter } from './category-filter';
import { useDiscoverList, type DiscoverFilters } from './discover-api';
import { ResultsList } from './results-list';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import { useDiscoverUrl } from './use-discover-url';
import { useIsWide } from './use-is-wide';
import { WhenFilters } from './when-filters';
import { usePosition, type PositionState } from './use-position';
import { lazyPart } from '../../lib/lazy-part';
import { discoverText } from './messages/discover-screens';

// Leaflet and the clustering are a chunk of their own, fetched once a map is about to show
const DiscoverMap = lazyPart(() =>
  import('./discover-map').then((m) => ({ default: m.DiscoverMap })),
);

/** Below this width the list and the map take turns; above it they sit side by side. */
const SIDE_BY_SIDE_PX = 800;

const FRAMES = {
  // the public page: the list and the map fill the window under the site header
  page: {
    wide: 'grid h-[calc(100dvh-4rem)] grid-cols-[26rem_minmax(0,1fr)]',
    list: 'grid content-start gap-4 px-4 pt-6 pb-28 sm:px-6',
    wideList: 'overflow-y-auto border-r border-line pb-8',
    narrowMap: 'h-[calc(100dvh-4rem)]',
    toggle: 'bottom-5',
  },
  // inside the owner area: a framed panel under the page header, above the phone's tab bar
  embedded: {
    wide: 'grid h-[calc(100dvh-12rem)] min-h-[30rem] grid-cols-[24rem_minmax(0,1fr)] overflow-hidden rounded-card border border-line bg-surface',
    list: 'grid content-start gap-4 pb-20',
    wideList: 'overflow-y-auto border-r border-line p-4 pb-8',
    narrowMap: 'h-[calc(100dvh-20rem)] min-h-80 overflow-hidden rounded-card border border-line',
    toggle: 'bottom-24 md:bottom-6',
  },
} as const;

const POSITION_ICONS = { locating: LocateFixed, located: LocateFixed, unavailable: LocateOff };

type PositionWords = 'locating' | 'located' | 'unavailable' | 'town' | 'place';

/**
 * The line's words for the list's order: it never says nearest first of a list by rating
 * ('position.town' for nearest, 'position.rating.town' and 'position.soonest.town' for the others).
 */
function positionKey<W extends PositionWords>(sort: DiscoverSort, words: W) {
  return sort === 'nearest'
    ? (`position.${words}` as const)
    : (`position.${sort}.${words}` as const);
}

/**
 * Where distances are measured from. The line is there from the first paint (the server renders it
 * as 'locating', or the link's town) and two lines tall whatever it says, so the list under it never
 * moves when the position is found or given up on.
 */
function PositionLine({
  status,
  town,
  place,
  sort,
}: {
  status: PositionState['status'];
  town: DiscoverTown | null;
  place: string | null;
  sort: DiscoverSort;
}) {
  // a link's town named again in its search ('Eldoret Physiotherapy Centre' around Eldoret) is
  // still that town
  const { icon: Icon, text } =
    place && place !== town
      ? { icon: MapPin, text: () => discoverText(positionKey(sort, 'place'), { place }) }
      : town
        ? { icon: MapPin, text: () => discoverText(positionKey(sort, 'town'), { town }) }
        : { icon: POSITION_ICONS[status], text: () => discoverText(positionKey(sort, status)) };
  return (
    <p
      className="flex min-h-15 items-center gap-2 rounded-xl bg-raised px-3 py-2.5 text-sm text-muted"
      aria-live="polite"
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {text()}
    </p>
  );
}

/** Discover's list, filters and map: the same on the public page and in the owner area. */
export function DiscoverExplorer({
  variant,
  header,
}: {
  variant: keyof typeof FRAMES;
  header?: ReactNode;
}) {
  const frame = FRAMES[variant];
  const root = useRef<HTMLDivElement>(null);
  const isWide = useIsWide(root, SIDE_BY_SIDE_PX);
  const [isMapView, setMapView] = useState(false);
  const [url, update] = useDiscoverUrl();
  // a link that names a town is measured from there, wherever the visitor is
  const position = usePosition(url.near === null);
  const town = url.near ? DISCOVER_TOWNS[url.near] : null;
  const point = useMemo(() => {
    if (town) return { lat: town.latitude, lng: town.longitude };
    return position.status === 'locating' ? null : position.point;
  }, [town, position]);
  const filters = useMemo<DiscoverFilters>(
    () => ({
      q: url.q,
      categories: url.categories,
      sort: url.sort,
      open: url.open,
      free: url.free,
    }),
    [url.q, url.categories, url.sort, url.open, url.free],
  );
  const list = useDiscoverList(filters, point);
  // the list the server read around central Nairobi, shown (and in the page's HTML) until the
  // visitor's own position has its answer
  const seeded = useInitialData<DiscoverResponse>(discoverListKey({ ...filters, near: url.near }));
  const shown = list.data ?? seeded;
  const businesses = useMemo(() => shown?.businesses ?? [], [shown]);
  // a place named in the search: the list was measured from it, and the map goes there
  const place = shown?.place ?? null;
  const mapPoint = useMemo(
    () => (place ? { lat: place.latitude, lng: place.longitude } : point),
    [place, point],
  );

  // a failed search leaves an empty list and says so once
  const { error } = list;
  useEffect(() => {
    if (error) toast.error(discoverText('loadFailed'));
  }, [error]);

  const showsMap = isWide || isMapView;
  // the map mounts once it is first shown, after the position is settled, then stays mounted
  const [hasMap, setHasMap] = useState(false);
  if (showsMap && point && !hasMap) setHasMap(true);

  const select = useCallback((id: string | null) => update({ selectedId: id }), [update]);
  const search = useCallback((q: string) => update({ q }), [update]);
  const hasFilters = Boolean(
    url.q || url.categories.length || url.near || url.sort !== 'nearest' || url.open || url.free,
  );

  return (
    <div ref={root} className={cx(isWide && frame.wide)}>
      <div
        className={cx(frame.list, isWide && frame.wideList, !isWide && isMapView && 'hidden')}
        data-testid="discover-list"
      >
        {header}
        <div className="grid gap-3">
          <SearchBox value={url.q} onSearch={search} />
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <CategoryFilter
                chosen={url.categories}
                onChange={(categories) => update({ categories })}
              />
            </div>
            <SortSelect value={url.sort} onChange={(sort) => update({ sort })} />
          </div>
          <WhenFilters open={url.open} free={url.free} sort={url.sort} onChange={update} />
        </div>
        <PositionLine
          status={position.status}
          town={url.near}
          place={place?.label ?? null}
          sort={url.sort}
        />
        <ResultsList
          q={url.q}
          businesses={list.isError ? [] : businesses}
          isLoading={!list.isError && !shown}
          selectedId={url.selectedId}
          isVisible={isWide || !isMapView}
          onSelect={select}
          onClear={
            hasFilters
              ? () =>
                  update({
                    q: '',
                    categories: [],
                    near: null,
                    sort: 'nearest',
                    open: false,
                    free: null,
                  })
              : null
          }
        />
      </div>

      <div
        className={cx(
          'relative isolate',
          isWide ? 'min-h-0' : frame.narrowMap,
          !showsMap && 'hidden',
        )}
      >
        {hasMap && mapPoint ? (
          <Suspense fallback={<Skeleton className="absolute inset-0 rounded-none" />}>
            <DiscoverMap
              filters={filters}
              point={mapPoint}
              userPoint={!town && position.status === 'located' ? position.point : null}
              listBusinesses={businesses}
              selectedId={url.selectedId}
              onSelect={select}
              isVisible={showsMap}
            />
          </Suspense>
        ) : (
          <Skeleton className="absolute inset-0 rounded-none" />
        )}
      </div>

      {isWide ? null : (
        <button
          type="button"
          onClick={() => {
            // the map opens at the top of the page, not wherever the list was scrolled to
            if (!isMapView) window.scrollTo({ top: 0 });
            setMapView(!isMapView);
          }}
          className={cx(
            'fixed left-1/2 z-40 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-fg px-5 text-sm font-semibold text-bg shadow-lg',
            frame.toggle,
          )}
        >
          {isMapView ? (
            <>
              <List aria-hidden className="size-4" /> {discoverText('toggle.list')}
            </>
          ) : (
            <>
              <MapIcon aria-hidden className="size-4" /> {discoverText('toggle.map')}
            </>
          )}
        </button>
      )}
    </div>
  );
}
