import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatMonth } from '@shared/format/dates';
import { addDays, daysIntoWeek, parseLocalDate } from '@shared/local-time';
import { cx } from './cx';
import { monthCalendarText as t } from '../messages/month-calendar';

// Monday first, as the grid is
const WEEK = ['day.1', 'day.2', 'day.3', 'day.4', 'day.5', 'day.6', 'day.7'] as const;

function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

function shiftMonth(month: string, by: number): string {
  const parsed = parseLocalDate(month);
  if (!parsed) return month;
  const shifted = new Date(Date.UTC(parsed.year, parsed.month - 1 + by, 1));
  return shifted.toISOString().slice(0, 10);
}

/** The days of a month on a Monday-first grid, padded with blanks. */
function monthCells(month: string): (string | null)[] {
  const lead = daysIntoWeek(month);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = month; date.slice(0, 7) === month.slice(0, 7); date = addDays(date, 1))
    cells.push(date);
  return cells;
}

/**
 * A month to pick a date from. Days before today or past the booking window, and closed weekdays,
 * cannot be picked ("today" is the business's, from the server).
 */
export function MonthCalendar({
  month,
  selected,
  isSelectable,
  minMonth,
  maxMonth,
  onMonth,
  onSelect,
}: {
  month: string;
  selected: string | null;
  isSelectable: (date: string) => boolean;
  minMonth: string;
  maxMonth: string;
  onMonth: (month: string) => void;
  onSelect: (date: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t('previous')}
          disabled={month <= minMonth}
          onClick={() => onMonth(shiftMonth(month, -1))}
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-raised disabled:opacity-30"
        >
          <ChevronLeft className="size-5" />
        </button>
        <p className="font-semibold" aria-live="polite">
          {formatMonth(month)}
        </p>
        <button
          type="button"
          aria-label={t('next')}
          disabled={month >= maxMonth}
          onClick={() => onMonth(shiftMonth(month, 1))}
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-raised disabled:opacity-30"
        >
          <ChevronRight className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted" aria-hidden>
        {WEEK.map((day) => (
          <span key={day}>{t(day)}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1" role="group" aria-label={formatMonth(month)}>
        {monthCells(month).map((date, i) =>
          date ? (
            <button
              key={date}
              type="button"
              disabled={!isSelectable(date)}
              aria-pressed={date === selected}
              aria-label={date}
              onClick={() => onSelect(date)}
              className={cx(
                'h-10 rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:text-muted/40',
                date === selected
                  ? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-brand-950'
                  : 'hover:bg-raised',
              )}
            >
              {Number(date.slice(8))}
            </button>
          ) : (
            <span key={`blank-${i}`} />
          ),
        )}
      </div>
    </div>
  );
}

export { firstOfMonth };
