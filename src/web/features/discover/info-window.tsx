import type { DiscoverBusiness } from '@shared/discover';
import { shortDescription } from '@shared/discover-rules';
import { BookNowLink } from './book-now-link';
import { RatingLine } from './rating-line';
import { categoryName } from '@shared/messages/categories';
import { discoverText } from './messages/discover-screens';

/** A marker's info window: React children of a Leaflet popup, so every text stays text. */
export function InfoWindow({ business }: { business: DiscoverBusiness }) {
  const description = shortDescription(business.description);
  return (
    <div className="grid gap-2 text-fg" data-testid="info-window">
      <h3 className="pr-4 text-base leading-snug font-semibold break-words">{business.name}</h3>
      <RatingLine rating={business.averageRating} reviews={business.totalReviews} />
      {description ? <p className="text-sm break-words text-muted">{description}</p> : null}
      {business.categories.length ? (
        <ul aria-label={discoverText('categories.button')} className="flex flex-wrap gap-1.5">
          {business.categories.slice(0, 2).map((category) => (
            <li key={category} className="rounded-full bg-raised px-2.5 py-0.5 text-xs font-medium">
              {categoryName(category)}
            </li>
          ))}
        </ul>
      ) : null}
      <BookNowLink businessId={business.id} size="sm" className="mt-1 w-full" />
    </div>
  );
}
