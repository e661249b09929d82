import { useEffect, useMemo, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { BoundingBox, DiscoverBusiness } from '@shared/discover';
import { DISCOVER } from '@shared/discover-rules';
import { Skeleton } from '../../components/ui/skeleton';
import { usePublicConfig } from '../../lib/use-public-config';
import { BusinessMarkers } from './business-markers';
import { useDiscoverMarkers, type DiscoverFilters } from './discover-api';
import './discover-map.css';
import { userIcon } from './map-icons';
import { MapSettings, type MapPreferences } from './map-settings';
import type { MapView } from './use-clusters';
import type { LatLng } from './use-position';
import { discoverText } from './messages/discover-screens';

/** The markers follow the map's visible box, asked for once panning or zooming pauses. */
const MOVE_DEBOUNCE_MS = 300;

function toBox(view: MapView): BoundingBox {
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  const { bounds } = view;
  return {
    south: round(Math.max(-90, bounds.getSouth())),
    west: round(Math.max(-180, bounds.getWest())),
    north: round(Math.min(90, bounds.getNorth())),
    east: round(Math.min(180, bounds.getEast())),
  };
}

function WatchView({ onView }: { onView: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => onView({ bounds: map.getBounds(), zoom: map.getZoom() }),
  });
  useEffect(() => onView({ bounds: map.getBounds(), zoom: map.getZoom() }), [map, onView]);
  return null;
}

/** Centres on a newly selected business at street zoom, once it is on screen to be seen. */
function FollowSelection({
  target,
  isVisible,
}: {
  target: DiscoverBusiness | null;
  isVisible: boolean;
}) {
  const map = useMap();
  const centredId = useRef<string | null>(null);
  useEffect(() => {
    if (!isVisible) return;
    // the map may have been hidden (a phone showing the list) and must measure itself again
    map.invalidateSize();
    if (!target) {
      centredId.current = null;
      return;
    }
    if (centredId.current === target.id) return;
    centredId.current = target.id;
    map.setView([target.latitude, target.longitude], DISCOVER.selectedZoom);
  }, [map, target, isVisible]);
  return null;
}

export interface DiscoverMapProps {
  filters: DiscoverFilters;
  /** Where the search is centred: the visitor, or central Nairobi. */
  point: LatLng;
  /** The visitor's own position, when known. */
  userPoint: LatLng | null;
  listBusinesses: DiscoverBusiness[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  isVisible: boolean;
}

export function DiscoverMap(props: DiscoverMapProps) {
  const { filters, point, userPoint, listBusinesses, selectedId, onSelect, isVisible } = props;
  const config = usePublicConfig();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [box, setBox] = useState<BoundingBox | null>(null);
  const [preferences, setPreferences] = useState<MapPreferences>({
    isClustered: true,
    showsMyLocation: true,
  });

  useEffect(() => {
    if (!view) return;
    const timer = window.setTimeout(() => setBox(toBox(view)), MOVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [view]);

  // a search that names a place moves the search there: the map follows
  const shownPoint = useRef(point);
  useEffect(() => {
    const last = shownPoint.current;
    if (!map || (last.lat === point.lat && last.lng === point.lng)) return;
    shownPoint.current = point;
    map.setView([point.lat, point.lng], DISCOVER.zoom);
  }, [map, point]);

  const markers = useDiscoverMarkers(filters, point, box);
  const businesses = markers.data?.businesses ?? listBusinesses;
  const selected = useMemo(() => {
    if (!selectedId) return null;
    const find = (list: DiscoverBusiness[]) => list.find((b) => b.id === selectedId);
    return find(businesses) ?? find(listBusinesses) ?? null;
  }, [selectedId, businesses, listBusinesses]);
  const [initial] = useState(() => ({
    centre: selected ? { lat: selected.latitude, lng: selected.longitude } : point,
    zoom: selected ? DISCOVER.selectedZoom : DISCOVER.zoom,
  }));
  const userMarkerIcon = useMemo(() => userIcon(), []);

  if (config.isPending) return <Skeleton className="absolute inset-0 rounded-none" />;
  if (config.isError) {
    return (
      <p className="absolute inset-0 grid place-content-center p-6 text-center text-sm text-muted">
        {discoverText('map.failed')}
      </p>
    );
  }
  const centre = map && view ? map.getCenter() : null;
  return (
    <div
      role="region"
      aria-label={discoverText('map.label')}
      className="discover-map absolute inset-0"
      data-testid="discover-map"
      data-center={centre ? `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}` : undefined}
      data-zoom={view?.zoom}
    >
      <MapContainer
        ref={setMap}
        center={[initial.centre.lat, initial.centre.lng]}
        zoom={initial.zoom}
        className="size-full"
      >
        <TileLayer url={config.data.mapTileUrl} attribution={config.data.mapAttribution} />
        <WatchView onView={setView} />
        <FollowSelection target={selected} isVisible={isVisible} />
        <BusinessMarkers
          businesses={businesses}
          selected={selected}
          view={view}
          isClustered={preferences.isClustered}
          isVisible={isVisible}
          onSelect={onSelect}
        />
        {userPoint && preferences.showsMyLocation ? (
          <Marker
            position={[userPoint.lat, userPoint.lng]}
            icon={userMarkerIcon}
            title={discoverText('map.yourLocation')}
            zIndexOffset={-500}
          >
            <Popup>{discoverText('map.yourLocation')}</Popup>
          </Marker>
        ) : null}
      </MapContainer>
      <MapSettings
        preferences={preferences}
        onChange={setPreferences}
        hasLocation={userPoint !== null}
        onRecenter={() => {
          const target = userPoint ?? point;
          map?.setView([target.lat, target.lng], DISCOVER.zoom);
        }}
      />
    </div>
  );
}
