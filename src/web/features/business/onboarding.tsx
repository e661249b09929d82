import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Globe, Sparkles } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { businessPageUrl } from '@shared/booking-link';
import { BusinessCreateSchema, subdomainFor, type BusinessCreateInput } from '@shared/business';
import { defaultBusinessHours } from '@shared/business-hours';
import { BusinessHoursSchema, type BusinessHoursInput } from '@shared/business-hours-schema';
import { placeTown, type KenyaPlace } from '@shared/kenya-places';
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
import { ApiRequestError, readJson } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { CategoriesPicker } from './categories-picker';
import type { Point } from './location-map';
import { OnboardingHours } from './onboarding-hours';
import { OnboardingLocation } from './onboarding-location';
import { BUSINESS_KEY, type OwnerBusinessView } from './use-business';
import { businessSetupText } from './messages/business-setup';
import { rich } from '../../lib/rich-text';

/** 'Welcome! Let's Set Up Your Business': shown to an owner who has no business yet. */
export function Onboarding() {
  const queryClient = useQueryClient();
  const form = useForm<BusinessCreateInput>({
    resolver: zodResolver(BusinessCreateSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      city: '',
      country: 'Kenya',
      website: '',
      address: '',
      description: '',
      categories: [],
    },
  });
  const { register, handleSubmit, control, setError, setValue, getValues, formState } = form;
  const name = useWatch({ control, name: 'name' });
  const location = useWatch({ control, name: 'location' });
  const point: Point | null = location ? { lat: location.latitude, lng: location.longitude } : null;
  const hoursForm = useForm<BusinessHoursInput>({
    resolver: zodResolver(BusinessHoursSchema),
    defaultValues: { days: defaultBusinessHours() },
  });
  const [isHoursOpen, setIsHoursOpen] = useState(false);
  const create = useMutation({
    mutationFn: async (input: BusinessCreateInput) =>
      readJson<OwnerBusinessView>(await api.business.$post({ json: input })),
    onSuccess: (view) => {
      queryClient.setQueryData(BUSINESS_KEY, view);
      toast.success(businessSetupText('onboarding.created'));
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError);
      toast.error(
        error instanceof ApiRequestError ? error.message : businessSetupText('onboarding.failed'),
      );
    },
  });
  const errors = formState.errors;
  const chooseLocation = ({ lat, lng }: Point, place?: KenyaPlace) => {
    setValue('location', { latitude: Number(lat.toFixed(6)), longitude: Number(lng.toFixed(6)) });
    // a picked place also fills an empty City, one field less to type
    if (place && !getValues('city').trim()) setValue('city', placeTown(place));
  };
  const onSubmit = handleSubmit(async (input) => {
    // the week is sent only when the owner opened it; else the business starts on the defaults
    if (isHoursOpen && !(await hoursForm.trigger())) return;
    create.mutate(isHoursOpen ? { ...input, hours: hoursForm.getValues('days') } : input);
  });

  return (
    <div className="grid gap-6">
      <div className="overflow-hidden rounded-card bg-brand-800 p-6 text-white sm:p-8">
        <Sparkles className="size-7 text-accent-300" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
          {businessSetupText('onboarding.welcome')}
        </h1>
        <p className="mt-2 max-w-xl text-brand-100">{businessSetupText('onboarding.intro')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{businessSetupText('onboarding.infoTitle')}</CardTitle>
          <CardDescription>{businessSetupText('onboarding.infoDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
          >
            <div className="sm:col-span-2">
              <Field label={businessSetupText('onboarding.name')} error={errors.name?.message}>
                <Input autoComplete="organization" {...register('name')} />
              </Field>
              <div className="mt-2 grid gap-0.5 text-sm text-muted" aria-live="polite">
                <p className="flex items-start gap-2">
                  <Globe className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>
                    {rich(businessSetupText, 'onboarding.bookingPage', {
                      url: (
                        <span className="font-medium break-all text-fg">
                          {businessPageUrl(window.location.origin, subdomainFor(name))}
                        </span>
                      ),
                    })}
                  </span>
                </p>
                <p className="pl-6 text-xs">{businessSetupText('onboarding.linkHint')}</p>
              </div>
            </div>
            <Field label={businessSetupText('onboarding.email')} error={errors.email?.message}>
              <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
            </Field>
            <Field label={businessSetupText('onboarding.phone')} error={errors.phone?.message}>
              <Input
                type="tel"
                inputMode="tel"
                placeholder="0712345678"
                autoComplete="tel"
                {...register('phone')}
              />
            </Field>
            <Field label={businessSetupText('onboarding.city')} error={errors.city?.message}>
              <Input autoComplete="address-level2" {...register('city')} />
            </Field>
            <Field label={businessSetupText('onboarding.country')} error={errors.country?.message}>
              <Input autoComplete="country-name" {...register('country')} />
            </Field>
            <Field label={businessSetupText('onboarding.website')} error={errors.website?.message}>
              <Input
                type="url"
                inputMode="url"
                placeholder={businessSetupText('onboarding.websitePlaceholder')}
                {...register('website')}
              />
            </Field>
            <Field label={businessSetupText('onboarding.address')} error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </Field>
            <div className="sm:col-span-2">
              <Field
                label={businessSetupText('onboarding.description')}
                error={errors.description?.message}
              >
                <Textarea rows={3} {...register('description')} />
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="categories"
                render={({ field, fieldState }) => (
                  <CategoriesPicker
                    label={businessSetupText('onboarding.categories')}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
            <div className="sm:col-span-2">
              <OnboardingLocation point={point} onChoose={chooseLocation} />
            </div>
            <div className="sm:col-span-2">
              <OnboardingHours
                form={hoursForm}
                isOpen={isHoursOpen}
                onOpen={() => setIsHoursOpen(true)}
              />
            </div>
            <div className="sm:col-span-2">
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                disabled={create.isPending}
              >
                {create.isPending
                  ? businessSetupText('onboarding.creating')
                  : businessSetupText('onboarding.create')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
