import { Star } from 'lucide-react';
import { cx } from '../../components/ui/cx';
import { reviewText } from './messages/review-screens';

/** A rating shown as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={reviewText('stars.outOf', { rating })}
      className={cx('inline-flex gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cx(
            'size-4',
            value <= rating ? 'fill-accent-400 text-accent-500' : 'text-line',
          )}
        />
      ))}
    </span>
  );
}

/** Five radio buttons as stars: arrow keys move between them, as with any radio group. */
export function StarPicker({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label={reviewText('stars.group')} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((rating) => (
        <label
          key={rating}
          className={cx(
            'flex size-12 cursor-pointer items-center justify-center rounded-xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <input
            type="radio"
            name="rating"
            value={rating}
            checked={value === rating}
            disabled={disabled}
            onChange={() => onChange(rating)}
            className="sr-only"
            aria-label={reviewText('stars.option', { rating })}
          />
          <Star
            aria-hidden
            className={cx(
              'size-9',
              rating <= value ? 'fill-accent-400 text-accent-500' : 'text-muted',
            )}
          />
        </label>
      ))}
    </div>
  );
}
