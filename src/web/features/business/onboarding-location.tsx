import { Suspense, useState } from 'react';
import { MapPinned } from 'lucide-react';
import type { KenyaPlace } from '@shared/kenya-places';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { usePublicConfig } from '../../lib/use-public-config';
import type { Point } from './location-map';
import { PlaceSearch } from './place-search';
import { businessSetupText } from './messages/business-setup';
import { lazyPart } from '../../lib/lazy-part';

// Leaflet loads only once the owner picks a place or asks for the map
const LocationMap = lazyPart(() =>
  import('./location-map').then((m) => ({ default: m.LocationMap })),
);

/**
 * Onboarding's 'Where is your business?': a place from the list puts the pin there, a tap on the
 * map moves it. It may be skipped; the business is then not on Discover until it is set.
 */
export function OnboardingLocation({
  point,
  onChoose,
}: {
  point: Point | null;
  onChoose: (point: Point, place?: KenyaPlace) => void;
}) {
  const config = usePublicConfig();
  const [isMapAsked, setIsMapAsked] = useState(false);
  const isMapShown = point !== null || isMapAsked;
  return (
    <section aria-labelledby="onboarding-location" className="grid gap-3 border-t border-line pt-5">
      <div>
        <h2 id="onboarding-location" className="font-semibold">
          {businessSetupText('location.title')}
        </h2>
        <p className="text-sm text-muted">{businessSetupText('location.hint')}</p>
      </div>
      <PlaceSearch
        onPick={(place) => onChoose({ lat: place.latitude, lng: place.longitude }, place)}
      />
      {isMapShown ? (
        <>
          {config.data ? (
            <Suspense fallback={<Skeleton className="h-[400px]" />}>
              <LocationMap point={point} config={config.data} onChoose={(p) => onChoose(p)} />
            </Suspense>
          ) : (
            <Skeleton className="h-[400px]" />
          )}
          <p className="text-sm text-muted" aria-live="polite">
            {point
              ? businessSetupText('location.pinPlaced', {
                  point: `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`,
                })
              : businessSetupText('location.tapMap')}
          </p>
        </>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setIsMapAsked(true)}
        >
          <MapPinned />
          {businessSetupText('location.placePin')}
        </Button>
      )}
    </section>
  );
}
