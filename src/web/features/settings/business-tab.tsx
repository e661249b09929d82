import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { BusinessProfileSchema, type BusinessProfileInput } from '@shared/business';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { api } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { CategoriesPicker } from '../business/categories-picker';
import { useBusinessMutation, type OwnerBusinessView } from '../business/use-business';
import { BookingChannelsCard } from './booking-channels-card';
import { BookingLinkCard } from './booking-link-card';
import { CalendarFeedsCard } from './calendar-feeds-card';
import { HoursCard } from './hours-card';
import { LogoCard } from './logo-card';
import { settingsText } from './messages/settings-screens';

function profileValues({ business }: OwnerBusinessView): BusinessProfileInput {
  return {
    name: business.name,
    email: business.email ?? '',
    phone: business.phone ?? '',
    website: business.website ?? '',
    description: business.description ?? '',
    address: business.address ?? '',
    city: business.city ?? '',
    country: business.country ?? '',
    categories: business.categories,
  };
}

function ProfileCard({ view }: { view: OwnerBusinessView }) {
  const form = useForm<BusinessProfileInput>({
    resolver: zodResolver(BusinessProfileSchema),
    values: profileValues(view),
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const save = useBusinessMutation(
    (input: BusinessProfileInput) => api.business.$patch({ json: input }),
    {
      success: () => settingsText('profile.saved'),
      failure: () => settingsText('profile.failed'),
    },
  );
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );
  const errors = formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{settingsText('profile.title')}</CardTitle>
        <CardDescription>{settingsText('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          <Field label={settingsText('profile.name')} error={errors.name?.message}>
            <Input autoComplete="organization" {...register('name')} />
          </Field>
          <Field label={settingsText('profile.email')} error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field label={settingsText('profile.phone')} error={errors.phone?.message}>
            <Input type="tel" inputMode="tel" placeholder="0712345678" {...register('phone')} />
          </Field>
          <Field label={settingsText('profile.website')} error={errors.website?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder={settingsText('profile.websitePlaceholder')}
              {...register('website')}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field label={settingsText('profile.about')} error={errors.description?.message}>
              <Textarea rows={3} {...register('description')} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="categories"
              render={({ field, fieldState }) => (
                <CategoriesPicker
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <div className="sm:col-span-2">
            <Field label={settingsText('profile.address')} error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </Field>
          </div>
          <Field label={settingsText('profile.city')} error={errors.city?.message}>
            <Input autoComplete="address-level2" {...register('city')} />
          </Field>
          <Field label={settingsText('profile.country')} error={errors.country?.message}>
            <Input autoComplete="country-name" {...register('country')} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? settingsText('saving') : settingsText('saveChanges')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function BusinessTab({ view }: { view: OwnerBusinessView }) {
  return (
    <div className="grid gap-6">
      <BookingLinkCard key={view.business.subdomain} view={view} />
      <BookingChannelsCard businessName={view.business.name} />
      <CalendarFeedsCard />
      <LogoCard view={view} />
      <ProfileCard view={view} />
      <HoursCard view={view} />
    </div>
  );
}
