import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { WEEKDAYS } from '@shared/business-hours';
import type { BusinessHoursInput } from '@shared/business-hours-schema';
import { cx } from '../../components/ui/cx';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';

// the week as people read it here: Monday first
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function dayName(weekday: number): string {
  const name = WEEKDAYS[weekday] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
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
                      aria-label={`Open on ${name}`}
                    />
                  )}
                />
                {isOpen ? 'Open' : 'Closed'}
              </label>
            </div>
            <div className="flex items-center gap-1.5 sm:gap-2">
              <Input
                type="time"
                step={900}
                aria-label={`${name} opens`}
                className={timeClass}
                {...register(`days.${index}.opensAt`)}
              />
              <span className="text-muted" aria-hidden>
                –
              </span>
              <Input
                type="time"
                step={900}
                aria-label={`${name} closes`}
                aria-invalid={error ? true : undefined}
                className={timeClass}
                {...register(`days.${index}.closesAt`)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm text-red-600 sm:col-span-3 dark:text-red-400">
                {name}: {error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
