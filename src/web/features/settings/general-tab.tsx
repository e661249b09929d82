import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CLIENT_CHANGE_CUTOFF_HOURS,
  SETTINGS_CURRENCIES,
  TIMEZONES,
  type ClientRefundPolicy,
} from '@shared/settings';
import { GeneralSettingsSchema, type GeneralSettingsInput } from '@shared/settings-schemas';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { api } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useBusinessMutation, type OwnerBusinessView } from '../business/use-business';
import { SwitchRow } from './switch-row';

const DEFAULT_ADVANCE_DAYS = 30;
const TIMEZONE_OPTIONS = TIMEZONES.map((zone) => ({ value: zone.id, label: zone.label }));
const CURRENCY_OPTIONS = SETTINGS_CURRENCIES.map((code) => ({ value: code, label: code }));
const REFUND_OPTIONS: { value: ClientRefundPolicy; label: string }[] = [
  { value: 'full', label: 'Full refund' },
  { value: 'none', label: 'No refund' },
];

/** Number inputs give '' when empty: that stays a missing number, so the schema's message shows. */
const asNumber = (value: string) => (value === '' ? Number.NaN : Number(value));

function generalValues({ settings }: OwnerBusinessView): GeneralSettingsInput {
  return {
    timezone: settings.timezone,
    currency: settings.currency as GeneralSettingsInput['currency'],
    bookingSlotDurationMinutes: settings.bookingSlotDurationMinutes,
    maxBookingsPerSlot: settings.maxBookingsPerSlot,
    bookingAdvanceDays: settings.bookingAdvanceDays,
    autoConfirmBookings: settings.autoConfirmBookings,
    requirePayment: settings.requirePayment,
    sendReminders: settings.sendReminders,
    reminderHoursBefore: settings.reminderHoursBefore,
    clientChangeCutoffHours: settings.clientChangeCutoffHours,
    clientRefundPolicy: settings.clientRefundPolicy,
  };
}

function PaymentIntegrationCard() {
  return (
    <Card>
      <CardContent className="flex gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <p className="text-sm text-muted">
          <span className="font-medium text-fg">Payments.</span> With &lsquo;Require payment&rsquo;
          on, clients pay by M-Pesa or card when they book (&lsquo;Pay on Booking&rsquo;); off, they
          pay after the service. You receive 95% of each payment; payouts are processed within 24
          hours.
        </p>
      </CardContent>
    </Card>
  );
}

export function GeneralTab({ view }: { view: OwnerBusinessView }) {
  const form = useForm<GeneralSettingsInput>({
    resolver: zodResolver(GeneralSettingsSchema),
    values: generalValues(view),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const sendReminders = useWatch({ control, name: 'sendReminders' });
  const save = useBusinessMutation(
    (input: GeneralSettingsInput) => api.business.settings.general.$put({ json: input }),
    {
      success: 'General settings updated successfully',
      failure: 'Failed to update general settings',
    },
  );
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );
  const errors = formState.errors;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Booking rules</CardTitle>
          <CardDescription>
            How your calendar is cut into slots and how far ahead clients can book.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
          >
            {/* the select is the field's own child, so the label and messages reach it */}
            <Controller
              control={control}
              name="timezone"
              render={({ field }) => (
                <Field label="Time zone" error={errors.timezone?.message}>
                  <Select
                    options={TIMEZONE_OPTIONS}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                </Field>
              )}
            />
            {/* the select is the field's own child, so the label and messages reach it */}
            <Controller
              control={control}
              name="currency"
              render={({ field }) => (
                <Field label="Currency" error={errors.currency?.message}>
                  <Select
                    options={CURRENCY_OPTIONS}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                </Field>
              )}
            />
            <Field
              label="Slot duration (minutes)"
              error={errors.bookingSlotDurationMinutes?.message}
            >
              <Input
                type="number"
                min={15}
                step={15}
                inputMode="numeric"
                {...register('bookingSlotDurationMinutes', { setValueAs: asNumber })}
              />
            </Field>
            <Field label="Maximum bookings per slot" error={errors.maxBookingsPerSlot?.message}>
              <Input
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                {...register('maxBookingsPerSlot', { setValueAs: asNumber })}
              />
            </Field>
            <Field
              label="Booking advance (days)"
              error={errors.bookingAdvanceDays?.message}
              hint="Blank means 30 days."
            >
              <Input
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                {...register('bookingAdvanceDays', {
                  setValueAs: (value: string) =>
                    value === '' ? DEFAULT_ADVANCE_DAYS : Number(value),
                })}
              />
            </Field>
            <div className="divide-y divide-line sm:col-span-2">
              <SwitchRow
                control={control}
                name="autoConfirmBookings"
                label="Auto-confirm bookings"
                description="New bookings are confirmed at once; off, you confirm each one."
              />
              <SwitchRow
                control={control}
                name="requirePayment"
                label="Require payment"
                description="Clients pay when they book (Pay on Booking)."
              />
              <SwitchRow
                control={control}
                name="sendReminders"
                label="Send reminders"
                description="Clients get a reminder before their booking."
              />
            </div>
            {sendReminders ? (
              <Field
                label="Reminder time (hours before)"
                error={errors.reminderHoursBefore?.message}
              >
                <Input
                  type="number"
                  min={1}
                  max={168}
                  step={1}
                  inputMode="numeric"
                  {...register('reminderHoursBefore', { setValueAs: asNumber })}
                />
              </Field>
            ) : null}
            <section
              aria-labelledby="client-changes-title"
              className="grid gap-4 border-t border-line pt-4 sm:col-span-2 sm:grid-cols-2"
            >
              <h3 id="client-changes-title" className="font-semibold sm:col-span-2">
                Client changes
              </h3>
              <p className="text-sm text-muted sm:col-span-2">
                Clients cancel or move their booking from the link in their confirmation, until this
                many hours before it starts.
              </p>
              <Field
                label="Clients may cancel or move until (hours before)"
                error={errors.clientChangeCutoffHours?.message}
                hint="0 to 168 hours; 0 means until the start."
              >
                <Input
                  type="number"
                  min={CLIENT_CHANGE_CUTOFF_HOURS.min}
                  max={CLIENT_CHANGE_CUTOFF_HOURS.max}
                  step={1}
                  inputMode="numeric"
                  {...register('clientChangeCutoffHours', { setValueAs: asNumber })}
                />
              </Field>
              {/* the select is the field's own child, so the label and messages reach it */}
              <Controller
                control={control}
                name="clientRefundPolicy"
                render={({ field }) => (
                  <Field
                    label="When a client cancels a paid booking"
                    error={errors.clientRefundPolicy?.message}
                  >
                    <Select
                      options={REFUND_OPTIONS}
                      value={field.value ?? 'full'}
                      onValueChange={field.onChange}
                    />
                  </Field>
                )}
              />
            </section>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <PaymentIntegrationCard />
    </div>
  );
}
