import { Star } from 'lucide-react';
import { cx } from '../../components/ui/cx';
import { formatRating, formatReviews } from './format';
import { discoverText } from './messages/discover-screens';

/** "★ 4.5 (12 reviews)"; a business nobody has reviewed says so rather than showing 0.0. */
export function RatingLine({
  rating,
  reviews,
  className,
}: {
  rating: number;
  reviews: number;
  className?: string;
}) {
  return (
    <p className={cx('flex items-center gap-1 text-sm', className)}>
      <Star aria-hidden className="size-4 fill-accent-400 text-accent-500" />
      {reviews ? (
        <>
          <span className="font-medium">{formatRating(rating)}</span>
          <span className="text-muted">{formatReviews(reviews)}</span>
        </>
      ) : (
        <span className="text-muted">{discoverText('rating.none')}</span>
      )}
    </p>
  );
}
