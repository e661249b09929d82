import { Skeleton } from '../../components/ui/skeleton';
import { cx } from '../../components/ui/cx';
import { useOwnerSlots } from './use-bookings';
import { bookingsText } from './messages/owner-bookings-screens';

const DAY_MESSAGES = {
  closed: 'slots.closed',
  past: 'slots.past',
  'too-far': 'slots.tooFar',
} as const;

/**
 * The day's times for the service from the same engine the public page uses (by the business's own
 * rules): a time is offered only when it has room, and the server checks it again on saving.
 */
export function SlotPicker({
  serviceId,
  staffId,
  date,
  movingBookingId,
  value,
  onChange,
  error,
}: {
  serviceId: string;
  staffId: string;
  date: string;
  /** The booking being moved, whose own place is free to it. */
  movingBookingId?: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
}) {
  const slots = useOwnerSlots({ serviceId, staffId, date, movingBookingId });
  if (!serviceId || !date)
    return <p className="text-sm text-muted">{bookingsText('slots.pick')}</p>;
  if (slots.isPending) {
    return (
      <div className="grid grid-cols-4 gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (slots.isError) return <p className="text-sm text-red-600">{slots.error.message}</p>;
  const day = slots.data;
  if (day.status !== 'open')
    return (
      <p className="text-sm text-muted">
        {day.status in DAY_MESSAGES
          ? bookingsText(DAY_MESSAGES[day.status as keyof typeof DAY_MESSAGES])
          : null}
      </p>
    );
  if (!day.slots.length) return <p className="text-sm text-muted">{bookingsText('slots.none')}</p>;
  return (
    <div className="grid gap-2">
      <div
        role="radiogroup"
        aria-label={bookingsText('slots.time')}
        className="grid grid-cols-4 gap-2 sm:grid-cols-5"
      >
        {day.slots.map((slot) => {
          const isOpen = slot.status === 'available';
          const isChosen = slot.time === value;
          return (
            <button
              key={slot.time}
              type="button"
              role="radio"
              aria-checked={isChosen}
              disabled={!isOpen}
              onClick={() => onChange(slot.time)}
              className={cx(
                'h-11 rounded-xl border text-sm font-medium tabular-nums transition-colors',
                isChosen
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-brand-950'
                  : 'border-line bg-surface hover:bg-raised',
                'disabled:cursor-not-allowed disabled:text-muted disabled:line-through disabled:opacity-50',
              )}
            >
              {slot.time}
            </button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
