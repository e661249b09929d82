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
import { settingsText } from './messages/settings-screens';

// each switch by the catalogue id of its label, said when shown
const GROUPS = [
  {
    id: 'email',
    items: [
      { name: 'email_bookings', label: 'notifications.newBookings' },
      { name: 'email_cancellations', label: 'notifications.cancellations' },
      { name: 'email_reminders', label: 'notifications.reminders' },
    ],
  },
  {
    id: 'sms',
    items: [
      { name: 'sms_bookings', label: 'notifications.newBookings' },
      { name: 'sms_reminders', label: 'notifications.reminders' },
    ],
  },
  {
    id: 'whatsapp',
    items: [
      { name: 'whatsapp_bookings', label: 'notifications.newBookings' },
      { name: 'whatsapp_reminders', label: 'notifications.reminders' },
    ],
  },
] as const;

/** A group's heading: the channel's name, which only e-mail's says in words. */
function groupTitle(id: (typeof GROUPS)[number]['id']): string {
  if (id === 'email') return settingsText('notifications.email');
  return id === 'sms' ? 'SMS' : 'WhatsApp';
}

export function NotificationsTab({ view }: { view: OwnerBusinessView }) {
  const form = useForm<NotificationSettingsInput>({
    resolver: zodResolver(NotificationSettingsSchema),
    values: view.settings.notificationPreferences,
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const save = useBusinessMutation(
    (input: NotificationSettingsInput) => api.business.settings.notifications.$put({ json: input }),
    {
      success: () => settingsText('notifications.saved'),
      failure: () => settingsText('notifications.failed'),
    },
  );
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{settingsText('notifications.title')}</CardTitle>
        <CardDescription>{settingsText('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
          {GROUPS.map((group) => (
            <fieldset key={group.id} className="grid">
              <legend className="text-sm font-semibold text-muted">{groupTitle(group.id)}</legend>
              <div className="divide-y divide-line">
                {group.items.map((item) => (
                  <SwitchRow
                    key={item.name}
                    control={control}
                    name={item.name}
                    label={settingsText(item.label)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <Field
            label={settingsText('notifications.whatsappNumber')}
            error={formState.errors.whatsapp_number?.message}
            hint={settingsText('notifications.whatsappHint')}
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
            {save.isPending ? settingsText('saving') : settingsText('saveChanges')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
