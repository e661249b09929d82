import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import type { PublicConfig } from '../../lib/use-public-config';
import { businessSetupText } from './messages/business-setup';

/** Nairobi's centre: where the map starts before a location is chosen. */
export const DEFAULT_CENTRE = { lat: -1.2921, lng: 36.8219 };
const DEFAULT_ZOOM = 12;
const CHOSEN_ZOOM = 15;

export interface Point {
  lat: number;
  lng: number;
}

function ClickToChoose({ onChoose }: { onChoose: (point: Point) => void }) {
  useMapEvents({ click: (event) => onChoose({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Follows the chosen point, zooming in to street level as the spec asks. */
function FollowPoint({ point }: { point: Point | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView([point.lat, point.lng], Math.max(map.getZoom(), CHOSEN_ZOOM));
  }, [map, point]);
  return null;
}

export function LocationMap({
  point,
  radiusKm,
  config,
  onChoose,
}: {
  point: Point | null;
  /** The service radius drawn round the pin; none is drawn without it. */
  radiusKm?: number;
  config: PublicConfig;
  onChoose: (point: Point) => void;
}) {
  const centre = point ?? DEFAULT_CENTRE;
  // the label sits on a wrapper: MapContainer passes unknown props to Leaflet, not to the element
  return (
    <div role="group" aria-label={businessSetupText('map.label')}>
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={point ? CHOSEN_ZOOM : DEFAULT_ZOOM}
        className="h-[400px] w-full rounded-xl border border-line"
      >
        <TileLayer url={config.mapTileUrl} attribution={config.mapAttribution} />
        <ClickToChoose onChoose={onChoose} />
        <FollowPoint point={point} />
        {point ? (
          <>
            {radiusKm ? (
              <Circle
                center={[point.lat, point.lng]}
                radius={radiusKm * 1000}
                pathOptions={{ color: '#178763', weight: 1, fillOpacity: 0.08 }}
              />
            ) : null}
            <CircleMarker
              center={[point.lat, point.lng]}
              radius={9}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#0b5d45', fillOpacity: 1 }}
            />
          </>
        ) : null}
      </MapContainer>
    </div>
  );
}
