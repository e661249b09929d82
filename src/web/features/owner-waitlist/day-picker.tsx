import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { formatLongDay } from '@shared/format/dates';
import { addDays, parseLocalDate } from '@shared/local-time';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { waitlistText as t } from './messages/owner-waitlist-screens';

/**
 * The day shown lives in the address (?date=), so a reload or a shared link keeps it; without one,
 * or with one that is no date, it is the business's today.
 */
export function useChosenDay(today: string): [string, (date: string | undefined) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('date');
  const date = asked && parseLocalDate(asked) ? asked : today;
  const choose = (next: string | undefined) =>
    navigate(next && next !== today ? `${location}?date=${next}` : location, { replace: true });
  return [date, choose];
}

/** The day's arrows, its date field and a way back to today, with the day written out below. */
export function DayPicker({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string | undefined) => void;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('day.previous')}
          onClick={() => onChange(addDays(date, -1))}
        >
          <ChevronLeft />
        </Button>
        <Input
          type="date"
          aria-label={t('day.label')}
          value={date}
          onChange={(event) => onChange(event.target.value || undefined)}
          className="min-w-0 flex-1 sm:w-44 sm:flex-none"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('day.next')}
          onClick={() => onChange(addDays(date, 1))}
        >
          <ChevronRight />
        </Button>
        {date !== today ? (
          <Button variant="outline" size="sm" onClick={() => onChange(undefined)}>
            {t('day.today')}
          </Button>
        ) : null}
      </div>
      <h2 className="text-lg font-semibold">
        {date === today ? t('day.todayHeading', { day: formatLongDay(date) }) : formatLongDay(date)}
      </h2>
    </div>
  );
}
