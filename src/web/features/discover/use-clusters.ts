import { useMemo } from 'react';
import type { LatLngBounds } from 'leaflet';
import Supercluster from 'supercluster';
import type { DiscoverBusiness } from '@shared/discover';

/** The grid: businesses within 60 px of each other group once there are two. */
const CLUSTERING = { radius: 60, minPoints: 2 } as const;

export interface MapView {
  bounds: LatLngBounds;
  zoom: number;
}

export type MapItem =
  | { kind: 'business'; business: DiscoverBusiness }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number; expandsTo: number };

/** What to draw at this view: single businesses, and groups of nearby ones when clustering is on. */
export function useClusters(
  businesses: DiscoverBusiness[],
  view: MapView | null,
  isClustered: boolean,
): MapItem[] {
  const index = useMemo(() => {
    const cluster = new Supercluster<{ business: DiscoverBusiness }>(CLUSTERING);
    cluster.load(
      businesses.map((business) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [business.longitude, business.latitude] },
        properties: { business },
      })),
    );
    return cluster;
  }, [businesses]);

  return useMemo(() => {
    if (!isClustered) return businesses.map((business) => ({ kind: 'business', business }));
    if (!view) return [];
    // a margin around the view, so groups at the edge do not pop in and out while panning
    const box = view.bounds.pad(0.25);
    const area: [number, number, number, number] = [
      Math.max(-180, box.getWest()),
      Math.max(-85, box.getSouth()),
      Math.min(180, box.getEast()),
      Math.min(85, box.getNorth()),
    ];
    return index.getClusters(area, Math.round(view.zoom)).map((feature): MapItem => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      if ('cluster' in feature.properties) {
        const id = feature.properties.cluster_id;
        return {
          kind: 'cluster',
          id,
          count: feature.properties.point_count,
          lat,
          lng,
          expandsTo: index.getClusterExpansionZoom(id),
        };
      }
      return { kind: 'business', business: feature.properties.business };
    });
  }, [index, view, businesses, isClustered]);
}
