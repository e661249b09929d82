import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  NotificationSettingsSchema,
  type NotificationSettingsInput,
} from '@shared/settings-schemas';
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
import { api } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useBusinessMutation, type OwnerBusinessView } from '../business/use-business';
import { SwitchRow } from './switch-row';

const GROUPS = [
  {
    title: 'Email',
    items: [
      { name: 'email_bookings', label: 'New bookings' },
      { name: 'email_cancellations', label: 'Cancellations' },
      { name: 'email_reminders', label: 'Reminders' },
    ],
  },
  {
    title: 'SMS',
    items: [
      { name: 'sms_bookings', label: 'New bookings' },
      { name: 'sms_reminders', label: 'Reminders' },
    ],
  },
  {
    title: 'WhatsApp',
    items: [
      { name: 'whatsapp_bookings', label: 'New bookings' },
      { name: 'whatsapp_reminders', label: 'Reminders' },
    ],
  },
] as const;

export function NotificationsTab({ view }: { view: OwnerBusinessView }) {
  const form = useForm<NotificationSettingsInput>({
    resolver: zodResolver(NotificationSettingsSchema),
    values: view.settings.notificationPreferences,
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const save = useBusinessMutation(
    (input: NotificationSettingsInput) => api.business.settings.notifications.$put({ json: input }),
    {
      success: 'Notification settings updated successfully',
      failure: 'Failed to update notification settings',
    },
  );
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          How you hear about new bookings, cancellations and reminders.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
          {GROUPS.map((group) => (
            <fieldset key={group.title} className="grid">
              <legend className="text-sm font-semibold text-muted">{group.title}</legend>
              <div className="divide-y divide-line">
                {group.items.map((item) => (
                  <SwitchRow
                    key={item.name}
                    control={control}
                    name={item.name}
                    label={item.label}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <Field
            label="WhatsApp number"
            error={formState.errors.whatsapp_number?.message}
            hint="With the country code, e.g. +254712345678."
          >
            <Input
              type="tel"
              inputMode="tel"
              placeholder="+254712345678"
              {...register('whatsapp_number')}
            />
          </Field>
          <Button
            type="submit"
            disabled={save.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
