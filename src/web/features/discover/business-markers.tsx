import { useEffect, useMemo, useRef } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { DiscoverBusiness } from '@shared/discover';
import { InfoWindow } from './info-window';
import { businessIcon, clusterIcon } from './map-icons';
import { useClusters, type MapView } from './use-clusters';
import { discoverText } from './messages/discover-screens';

const POPUP = { minWidth: 220, maxWidth: 280, autoPanPadding: [16, 64] as [number, number] };

function BusinessMarker({
  business,
  onSelect,
}: {
  business: DiscoverBusiness;
  onSelect: (id: string) => void;
}) {
  const icon = useMemo(() => businessIcon(business.logoUrl, false), [business.logoUrl]);
  return (
    <Marker
      position={[business.latitude, business.longitude]}
      icon={icon}
      title={business.name}
      riseOnHover
      eventHandlers={{ click: () => onSelect(business.id) }}
    />
  );
}

/** The selected business: never grouped, drawn on top, its info window opened when it is chosen. */
function SelectedMarker({
  business,
  isVisible,
}: {
  business: DiscoverBusiness;
  isVisible: boolean;
}) {
  const marker = useRef<LeafletMarker>(null);
  const icon = useMemo(() => businessIcon(business.logoUrl, true), [business.logoUrl]);
  useEffect(() => {
    if (isVisible) marker.current?.openPopup();
  }, [business.id, isVisible]);
  return (
    <Marker
      ref={marker}
      position={[business.latitude, business.longitude]}
      icon={icon}
      title={business.name}
      zIndexOffset={1000}
    >
      <Popup {...POPUP}>
        <InfoWindow business={business} />
      </Popup>
    </Marker>
  );
}

function ClusterMarker({
  count,
  lat,
  lng,
  expandsTo,
}: {
  count: number;
  lat: number;
  lng: number;
  expandsTo: number;
}) {
  const map = useMap();
  const icon = useMemo(() => clusterIcon(count), [count]);
  return (
    <Marker
      position={[lat, lng]}
      icon={icon}
      title={discoverText('map.cluster', { count })}
      eventHandlers={{
        click: () => map.setView([lat, lng], Math.min(expandsTo, map.getMaxZoom())),
      }}
    />
  );
}

/** The businesses on the map, grouped when clustering is on; a tap on a group zooms into it. */
export function BusinessMarkers({
  businesses,
  selected,
  view,
  isClustered,
  isVisible,
  onSelect,
}: {
  businesses: DiscoverBusiness[];
  selected: DiscoverBusiness | null;
  view: MapView | null;
  isClustered: boolean;
  isVisible: boolean;
  onSelect: (id: string) => void;
}) {
  const others = useMemo(
    () => businesses.filter((business) => business.id !== selected?.id),
    [businesses, selected?.id],
  );
  const items = useClusters(others, view, isClustered);
  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <ClusterMarker key={`cluster-${item.id}`} {...item} />
        ) : (
          <BusinessMarker key={item.business.id} business={item.business} onSelect={onSelect} />
        ),
      )}
      {selected ? (
        <SelectedMarker key={selected.id} business={selected} isVisible={isVisible} />
      ) : null}
    </>
  );
}
