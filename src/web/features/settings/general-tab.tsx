import { WAITLIST_OFFER_MINUTES } from '@shared/waitlist-rules';
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
import { settingsText } from './messages/settings-screens';
import { rich } from '../../lib/rich-text';

const DEFAULT_ADVANCE_DAYS = 30;
const CURRENCY_OPTIONS = SETTINGS_CURRENCIES.map((code) => ({ value: code, label: code }));
// said when shown, in the page's language
const timezoneOptions = () => TIMEZONES.map((zone) => ({ value: zone.id, label: zone.label }));
const refundOptions = (): { value: ClientRefundPolicy; label: string }[] => [
  { value: 'full', label: settingsText('general.refundFull') },
  { value: 'none', label: settingsText('general.refundNone') },
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
    waitlistOfferMinutes: settings.waitlistOfferMinutes,
  };
}

function PaymentIntegrationCard() {
  return (
    <Card>
      <CardContent className="flex gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <p className="text-sm text-muted">
          {rich(settingsText, 'general.payments', {
            label: (
              <span className="font-medium text-fg">{settingsText('general.paymentsLabel')}</span>
            ),
          })}
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
      success: () => settingsText('general.saved'),
      failure: () => settingsText('general.failed'),
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
          <CardTitle>{settingsText('general.title')}</CardTitle>
          <CardDescription>{settingsText('general.description')}</CardDescription>
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
                <Field label={settingsText('general.timezone')} error={errors.timezone?.message}>
                  <Select
                    options={timezoneOptions()}
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
                <Field label={settingsText('general.currency')} error={errors.currency?.message}>
                  <Select
                    options={CURRENCY_OPTIONS}
                    value={field.value}
                    onValueChange={field.onChange}
                  />
                </Field>
              )}
            />
            <Field
              label={settingsText('general.slot')}
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
            <Field
              label={settingsText('general.maxBookings')}
              error={errors.maxBookingsPerSlot?.message}
            >
              <Input
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                {...register('maxBookingsPerSlot', { setValueAs: asNumber })}
              />
            </Field>
            <Field
              label={settingsText('general.advance')}
              error={errors.bookingAdvanceDays?.message}
              hint={settingsText('general.advanceHint')}
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
                label={settingsText('general.autoConfirm')}
                description={settingsText('general.autoConfirmHint')}
              />
              <SwitchRow
                control={control}
                name="requirePayment"
                label={settingsText('general.requirePayment')}
                description={settingsText('general.requirePaymentHint')}
              />
              <SwitchRow
                control={control}
                name="sendReminders"
                label={settingsText('general.reminders')}
                description={settingsText('general.remindersHint')}
              />
            </div>
            {sendReminders ? (
              <Field
                label={settingsText('general.reminderHours')}
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
                {settingsText('general.clientChanges')}
              </h3>
              <p className="text-sm text-muted sm:col-span-2">
                {settingsText('general.clientChangesHint')}
              </p>
              <Field
                label={settingsText('general.cutoff')}
                error={errors.clientChangeCutoffHours?.message}
                hint={settingsText('general.cutoffHint')}
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
                    label={settingsText('general.refundPolicy')}
                    error={errors.clientRefundPolicy?.message}
                  >
                    <Select
                      options={refundOptions()}
                      value={field.value ?? 'full'}
                      onValueChange={field.onChange}
                    />
                  </Field>
                )}
              />
              <Field
                label={settingsText('general.waitlistMinutes')}
                error={errors.waitlistOfferMinutes?.message}
                hint={settingsText('general.waitlistMinutesHint')}
              >
                <Input
                  type="number"
                  min={WAITLIST_OFFER_MINUTES.min}
                  max={WAITLIST_OFFER_MINUTES.max}
                  step={1}
                  inputMode="numeric"
                  {...register('waitlistOfferMinutes', { setValueAs: asNumber })}
                />
              </Field>
            </section>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
                {save.isPending ? settingsText('saving') : settingsText('saveChanges')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <PaymentIntegrationCard />
    </div>
  );
}
