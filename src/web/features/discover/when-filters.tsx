import { useMemo } from 'react';
import { Clock } from 'lucide-react';
import { DISCOVER, type DiscoverSort } from '@shared/discover-rules';
import { formatShortDay } from '@shared/format/dates';
import { addDays } from '@shared/local-time';
import { localDateAt } from '@shared/zoned-time';
import { buttonClass } from '../../components/ui/button-styles';
import { NativeSelect } from '../../components/ui/input';
import { discoverText } from './messages/discover-screens';

/** The days 'Free on' offers: today (each business's own), tomorrow, then the week's dates. */
function freeDayOptions(now: Date): { value: string; label: string }[] {
  const today = localDateAt(now, DISCOVER.timeZone);
  return Array.from({ length: DISCOVER.freeDays }, (_, i) => {
    const date = addDays(today, i);
    if (i === 0) return { value: 'today', label: discoverText('when.today') };
    if (i === 1) return { value: date, label: discoverText('when.tomorrow') };
    return { value: date, label: discoverText('when.day', { day: formatShortDay(date) }) };
  });
}

/**
 * 'Open now' and 'Free on a day': a toggle and the browser's own select, which cost the public
 * page no script of their own. A day the URL names that is no longer offered is shown as it is.
 * Soonest free looks at today unless a day is chosen, and the select says so; 'Any day' then
 * goes back to nearest first, since soonest free needs a day.
 */
export function WhenFilters({
  open,
  free: chosen,
  sort,
  onChange,
}: {
  open: boolean;
  free: string | null;
  sort: DiscoverSort;
  onChange: (patch: { open?: boolean; free?: string | null; sort?: DiscoverSort }) => void;
}) {
  const free = chosen ?? (sort === 'soonest' ? 'today' : null);
  const options = useMemo(() => freeDayOptions(new Date()), []);
  const shown =
    free && !options.some((option) => option.value === free)
      ? [...options, { value: free, label: discoverText('when.day', { day: free }) }]
      : options;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={open}
        onClick={() => onChange({ open: !open })}
        className={buttonClass(open ? 'primary' : 'outline', 'md')}
      >
        <Clock aria-hidden />
        {discoverText('when.open')}
      </button>
      <label className="min-w-0 flex-1">
        <span className="sr-only">{discoverText('when.freeLabel')}</span>
        <NativeSelect
          value={free ?? ''}
          onChange={(event) => {
            const day = event.target.value || null;
            onChange(
              day === null && sort === 'soonest' ? { free: null, sort: 'nearest' } : { free: day },
            );
          }}
          className="w-full"
        >
          <option value="">{discoverText('when.anyDay')}</option>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </label>
    </div>
  );
}
