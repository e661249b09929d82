import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessCategory } from '@shared/categories';
import type { BoundingBox, DiscoverResponse } from '@shared/discover';
import type { DiscoverSort } from '@shared/discover-rules';
import { readJson } from '../../lib/api-error';
import type { LatLng } from './use-position';

export interface DiscoverFilters {
  q: string;
  categories: BusinessCategory[];
  sort: DiscoverSort;
  open: boolean;
  free: string | null;
}

/**
 * Plain fetch with the shared response type, as the booking page does: the typed client would send
 * the map's box as an object (the route's query type is the parsed one, not the wire format).
 */
async function discover(filters: DiscoverFilters, position: LatLng, bbox?: BoundingBox) {
  const query = new URLSearchParams({ lat: String(position.lat), lng: String(position.lng) });
  if (filters.q) query.set('q', filters.q);
  for (const category of filters.categories) query.append('category', category);
  if (filters.sort !== 'nearest') query.set('sort', filters.sort);
  if (filters.open) query.set('open', '1');
  if (filters.free) query.set('free', filters.free);
  if (bbox) query.set('bbox', [bbox.south, bbox.west, bbox.north, bbox.east].join(','));
  const response = await fetch(`/api/public/discover?${query.toString()}`, {
    credentials: 'same-origin',
  });
  return readJson<DiscoverResponse>(response);
}

/** The list: nearest (best rated, or soonest free) first within the default radius of the position, never limited to the map. */
export function useDiscoverList(filters: DiscoverFilters, position: LatLng | null) {
  return useQuery({
    queryKey: ['discover', 'list', filters, position],
    queryFn: () => discover(filters, position as LatLng),
    enabled: position !== null,
  });
}

/**
 * The markers: the same filters within the map's visible box. The previous answer stays on the map
 * while the next one loads, so panning never blanks the markers (nor touches the list).
 */
export function useDiscoverMarkers(
  filters: DiscoverFilters,
  position: LatLng,
  bbox: BoundingBox | null,
) {
  return useQuery({
    queryKey: ['discover', 'markers', filters, position, bbox],
    queryFn: () => discover(filters, position, bbox ?? undefined),
    enabled: bbox !== null,
    placeholderData: keepPreviousData,
  });
}
