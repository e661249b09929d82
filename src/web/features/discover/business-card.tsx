import { formatPhone } from '@shared/phone';
import { CircleCheck, Clock, MapPin, Phone } from 'lucide-react';
import type { DiscoverBusiness } from '@shared/discover';
import { buttonClass } from '../../components/ui/button-styles';
import { cx } from '../../components/ui/cx';
import { BookNowLink } from './book-now-link';
import { BusinessLogo } from './business-logo';
import { formatDistance } from './format';
import { RatingLine } from './rating-line';
import { categoryName } from '@shared/messages/categories';
import { discoverText } from './messages/discover-screens';

/**
 * One result. A tap anywhere on the card (or its name, for keyboards) selects it: its marker turns
 * green and the map centres on it.
 */
export function BusinessCard({
  business,
  isSelected,
  onSelect,
}: {
  business: DiscoverBusiness;
  isSelected: boolean;
  onSelect: (id: string) => void;
}) {
  const { id, name, phone, categories, moreCategories, distanceKm } = business;
  return (
    <article
      data-business-id={id}
      data-selected={isSelected || undefined}
      aria-label={name}
      onClick={() => onSelect(id)}
      className={cx(
        'grid scroll-my-4 gap-3 rounded-card border bg-surface p-4 transition-colors',
        isSelected
          ? 'border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400'
          : 'cursor-pointer border-line hover:border-brand-300 dark:hover:border-brand-700',
      )}
    >
      <div className="flex gap-3">
        <BusinessLogo name={name} logoUrl={business.logoUrl} />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="min-w-0 text-base leading-6 font-semibold">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={(event) => {
                  event.stopPropagation();
                  onSelect(id);
                }}
                className="text-left break-words hover:underline"
              >
                {name}
              </button>
            </h3>
            {business.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
                <CircleCheck aria-hidden className="size-3.5" />
                {discoverText('card.verified')}
              </span>
            ) : null}
          </div>
          <RatingLine rating={business.averageRating} reviews={business.totalReviews} />
        </div>
      </div>
      {business.freeFrom ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800 dark:text-brand-200">
          <Clock aria-hidden className="size-4 shrink-0" />
          {discoverText('card.freeFrom', { time: business.freeFrom })}
        </p>
      ) : null}
      {business.description ? (
        <p className="line-clamp-2 text-sm break-words text-muted">{business.description}</p>
      ) : null}
      {categories.length ? (
        <ul aria-label={discoverText('categories.button')} className="flex flex-wrap gap-1.5">
          {categories.map((category) => (
            <li key={category} className="rounded-full bg-raised px-2.5 py-0.5 text-xs font-medium">
              {categoryName(category)}
            </li>
          ))}
          {moreCategories ? (
            <li className="px-1 py-0.5 text-xs font-medium text-muted">
              {discoverText('card.moreCategories', { count: moreCategories })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {distanceKm !== null ? (
          <p className="mr-auto flex items-center gap-1 text-sm whitespace-nowrap text-muted">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {formatDistance(distanceKm)}
          </p>
        ) : (
          <span className="mr-auto" />
        )}
        {phone ? (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={discoverText('card.call', { name })}
            title={discoverText('card.callNumber', { phone: formatPhone(phone) })}
            className={buttonClass('outline', 'icon')}
          >
            <Phone aria-hidden />
          </a>
        ) : null}
        <BookNowLink businessId={id} />
      </div>
    </article>
  );
}
