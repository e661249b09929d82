import { discoverText } from './messages/discover-screens';

/** How Discover writes ratings and distances, shared by the cards and the map's info windows. */
const oneDecimal = new Intl.NumberFormat('en-KE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const distance = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}

export function formatReviews(count: number): string {
  return discoverText('rating.reviews', { count });
}

export function formatDistance(km: number): string {
  return discoverText('card.distance', { km: distance.format(km) });
}

/** Up to two initials for a business without a logo: "Amani Beauty Spa" gives "AB". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}
