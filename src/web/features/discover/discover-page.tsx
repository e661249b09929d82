import { PlaceholderPage } from '../../components/placeholder-page';

export function DiscoverPage() {
  return (
    <PlaceholderPage title="Discover Businesses">
      <p>
        Find salons, spas, gyms, clinics and shuttles near you on the map, and book in a few taps.
      </p>
    </PlaceholderPage>
  );
}
