import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import type { BusinessHoursInput } from '@shared/business-hours-schema';
import { weekdayName } from '@shared/format/dates';
import { cx } from '../../components/ui/cx';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { businessSetupText } from './messages/business-setup';

// the week as people read it here: Monday first
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** 'Monday', in the page's language ('Jumatatu'). */
export function dayName(weekday: number): string {
  return weekdayName(weekday, { long: true });
}

/**
 * The seven days' open switch and times, for a form of the week's hours: Settings' Business Hours
 * card saves them on their own, onboarding sends them with the new business.
 */
export function WeekHoursFields({ form }: { form: UseFormReturn<BusinessHoursInput> }) {
  const { control, register, formState } = form;
  const { fields } = useFieldArray({ control, name: 'days' });
  const days = useWatch({ control, name: 'days' });
  const rows = DISPLAY_ORDER.map((weekday) =>
    fields.findIndex((field) => field.weekday === weekday),
  ).filter((index) => index >= 0);

  return (
    <ul className="min-w-0 divide-y divide-line rounded-xl border border-line">
      {rows.map((index) => {
        const field = fields[index];
        if (!field) return null;
        const name = dayName(field.weekday);
        const isOpen = days?.[index]?.isOpen ?? field.isOpen;
        // a closed day's times are greyed in the muted text colour, which keeps its contrast
        // (a faded control would not)
        const timeClass = cx('h-10 min-w-0 flex-1 px-2.5', !isOpen && 'bg-raised text-muted');
        const error =
          formState.errors.days?.[index]?.closesAt?.message ??
          formState.errors.days?.[index]?.opensAt?.message;
        return (
          <li
            key={field.id}
            className="grid grid-cols-[minmax(0,1fr)] gap-2 p-2.5 sm:grid-cols-[8rem_auto_minmax(0,1fr)] sm:items-center sm:gap-4 sm:p-3"
          >
            <div className="flex items-center justify-between gap-3 sm:contents">
              <span className="font-medium">{name}</span>
              <label className="flex items-center gap-2 text-sm text-muted">
                <Controller
                  control={control}
                  name={`days.${index}.isOpen`}
                  render={({ field: toggle }) => (
                    <Switch
                      checked={toggle.value}
                      onCheckedChange={toggle.onChange}
                      aria-label={businessSetupText('hours.openOn', { day: name })}
                    />
                  )}
                />
                {isOpen ? businessSetupText('hours.open') : businessSetupText('hours.closed')}
              </label>
            </div>
            <div className="flex items-center gap-1.5 sm:gap-2">
              <Input
                type="time"
                step={900}
                aria-label={businessSetupText('hours.opens', { day: name })}
                className={timeClass}
                {...register(`days.${index}.opensAt`)}
              />
              <span className="text-muted" aria-hidden>
                –
              </span>
              <Input
                type="time"
                step={900}
                aria-label={businessSetupText('hours.closes', { day: name })}
                aria-invalid={error ? true : undefined}
                className={timeClass}
                {...register(`days.${index}.closesAt`)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm text-red-600 sm:col-span-3 dark:text-red-400">
                {businessSetupText('hours.error', { day: name, error })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
