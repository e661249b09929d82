import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { BusinessHoursSchema, type BusinessHoursInput } from '@shared/business-hours-schema';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { api } from '../../lib/api';
import { useBusinessMutation, type OwnerBusinessView } from '../business/use-business';
import { WeekHoursFields } from '../business/week-hours-fields';
import { settingsText } from './messages/settings-screens';

/** Opening hours per weekday; availability offers slots only inside them. */
export function HoursCard({ view }: { view: OwnerBusinessView }) {
  const form = useForm<BusinessHoursInput>({
    resolver: zodResolver(BusinessHoursSchema),
    values: { days: view.hours },
  });
  const save = useBusinessMutation(
    (input: BusinessHoursInput) => api.business.hours.$put({ json: input }),
    {
      success: () => settingsText('hours.saved'),
      failure: () => settingsText('hours.failed'),
    },
  );
  const onSubmit = form.handleSubmit((input) => save.mutate(input));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{settingsText('hours.title')}</CardTitle>
        <CardDescription>{settingsText('hours.description')}</CardDescription>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <WeekHoursFields form={form} />
          <Button
            type="submit"
            disabled={save.isPending}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {save.isPending ? settingsText('saving') : settingsText('hours.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
