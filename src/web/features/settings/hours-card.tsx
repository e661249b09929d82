import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { WEEKDAYS } from '@shared/business-hours';
import { BusinessHoursSchema, type BusinessHoursInput } from '@shared/business-hours-schema';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { api } from '../../lib/api';
import { useBusinessMutation, type OwnerBusinessView } from '../business/use-business';

// the week as people read it here: Monday first
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

function dayName(weekday: number): string {
  const name = WEEKDAYS[weekday] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Opening hours per weekday; availability offers slots only inside them. */
export function HoursCard({ view }: { view: OwnerBusinessView }) {
  const form = useForm<BusinessHoursInput>({
    resolver: zodResolver(BusinessHoursSchema),
    values: { days: view.hours },
  });
  const { control, register, handleSubmit, formState } = form;
  const { fields } = useFieldArray({ control, name: 'days' });
  const days = useWatch({ control, name: 'days' });
  const save = useBusinessMutation(
    (input: BusinessHoursInput) => api.business.hours.$put({ json: input }),
    {
      success: 'Business hours updated successfully',
      failure: 'Failed to update business hours',
    },
  );
  const onSubmit = handleSubmit((input) => save.mutate(input));
  const rows = DISPLAY_ORDER.map((weekday) =>
    fields.findIndex((field) => field.weekday === weekday),
  ).filter((index) => index >= 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Hours</CardTitle>
        <CardDescription>Clients can book only while you are open.</CardDescription>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <ul className="min-w-0 divide-y divide-line rounded-xl border border-line">
            {rows.map((index) => {
              const field = fields[index];
              if (!field) return null;
              const name = dayName(field.weekday);
              const isOpen = days?.[index]?.isOpen ?? field.isOpen;
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
                  <div
                    className={cx('flex items-center gap-1.5 sm:gap-2', !isOpen && 'opacity-50')}
                  >
                    <Input
                      type="time"
                      step={900}
                      aria-label={`${name} opens`}
                      className="h-10 min-w-0 flex-1 px-2.5"
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
                      className="h-10 min-w-0 flex-1 px-2.5"
                      {...register(`days.${index}.closesAt`)}
                    />
                  </div>
                  {error ? (
                    <p
                      role="alert"
                      className="text-sm text-red-600 sm:col-span-3 dark:text-red-400"
                    >
                      {name}: {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Button
            type="submit"
            disabled={save.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {save.isPending ? 'Saving...' : 'Save Hours'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
