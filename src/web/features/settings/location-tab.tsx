import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Crosshair, TriangleAlert } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { LocationSchema, type LocationInput } from '@shared/settings-schemas';
import { Alert } from '../../components/ui/alert';
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
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { api } from '../../lib/api';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { usePublicConfig } from '../../lib/use-public-config';
import { useBusinessMutation, type OwnerBusinessView } from '../business/use-business';
import { LocationMap, type Point } from '../business/location-map';
import { PlaceSearch } from '../business/place-search';
import { SwitchRow } from './switch-row';
import { settingsText } from './messages/settings-screens';

const GEOLOCATION_TIMEOUT_MS = 5000;
const asNumber = (value: string) => (value === '' ? Number.NaN : Number(value));

function locationValues({ business, settings }: OwnerBusinessView): LocationInput {
  return {
    latitude: business.latitude ?? Number.NaN,
    longitude: business.longitude ?? Number.NaN,
    serviceRadiusKm: business.serviceRadiusKm,
    showOnMap: settings.showOnMap,
    mapDescription: settings.mapDescription ?? '',
  };
}

export function LocationTab({ view }: { view: OwnerBusinessView }) {
  const config = usePublicConfig();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const form = useForm<LocationInput>({
    resolver: zodResolver(LocationSchema),
    values: locationValues(view),
  });
  const { control, register, handleSubmit, setValue, setError, formState } = form;
  const [latitude, longitude, radius] = useWatch({
    control,
    name: ['latitude', 'longitude', 'serviceRadiusKm'],
  });
  const hasPoint = Number.isFinite(latitude) && Number.isFinite(longitude);
  const point: Point | null = hasPoint ? { lat: latitude, lng: longitude } : null;
  const save = useBusinessMutation(
    (input: LocationInput) => api.business.location.$put({ json: input }),
    {
      success: () => settingsText('location.saved'),
      failure: () => settingsText('location.failed'),
    },
  );

  const choose = ({ lat, lng }: Point) => {
    setValue('latitude', Number(lat.toFixed(6)), { shouldDirty: true, shouldValidate: true });
    setValue('longitude', Number(lng.toFixed(6)), { shouldDirty: true, shouldValidate: true });
  };
  const useCurrentLocation = () => {
    if (!('geolocation' in navigator)) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        choose({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { timeout: GEOLOCATION_TIMEOUT_MS, enableHighAccuracy: true },
    );
  };
  const onSubmit = handleSubmit((input) =>
    save.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );
  const errors = formState.errors;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{settingsText('location.title')}</CardTitle>
          <CardDescription>{settingsText('location.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!hasPoint ? (
            <div
              role="status"
              className="flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-3.5 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950/50 dark:text-yellow-100"
            >
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{settingsText('location.notSet')}</p>
                <p>{settingsText('location.notSetHint')}</p>
              </div>
            </div>
          ) : null}
          <PlaceSearch onPick={(place) => choose({ lat: place.latitude, lng: place.longitude })} />
          <Tabs defaultValue="map">
            <TabsList>
              <TabsTrigger value="map">{settingsText('location.onMap')}</TabsTrigger>
              <TabsTrigger value="manual">{settingsText('location.manual')}</TabsTrigger>
            </TabsList>
            <TabsContent value="map" className="grid gap-3">
              {config.data ? (
                <LocationMap
                  point={point}
                  radiusKm={Number.isFinite(radius) ? radius : 1}
                  config={config.data}
                  onChoose={choose}
                />
              ) : (
                <Skeleton className="h-[400px]" />
              )}
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Button
                  variant="outline"
                  onClick={useCurrentLocation}
                  disabled={locating === 'busy'}
                >
                  <Crosshair />
                  {locating === 'busy'
                    ? settingsText('location.finding')
                    : settingsText('location.useCurrent')}
                </Button>
                {point ? (
                  <p className="font-mono text-sm text-muted" aria-live="polite">
                    {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
                  </p>
                ) : null}
              </div>
              {locating === 'failed' ? (
                <Alert tone="info">{settingsText('location.noDevice')}</Alert>
              ) : null}
            </TabsContent>
            <TabsContent value="manual" className="grid gap-4 sm:grid-cols-2">
              <Field
                label={settingsText('location.latitude')}
                error={errors.latitude?.message}
                hint={settingsText('location.latitudeHint')}
              >
                <Input
                  type="number"
                  step="any"
                  inputMode="decimal"
                  {...register('latitude', { setValueAs: asNumber })}
                />
              </Field>
              <Field
                label={settingsText('location.longitude')}
                error={errors.longitude?.message}
                hint={settingsText('location.longitudeHint')}
              >
                <Input
                  type="number"
                  step="any"
                  inputMode="decimal"
                  {...register('longitude', { setValueAs: asNumber })}
                />
              </Field>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{settingsText('location.mapTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field
            label={settingsText('location.radius')}
            error={errors.serviceRadiusKm?.message}
            hint={settingsText('location.radiusHint')}
          >
            <Input
              type="number"
              min={1}
              max={100}
              step={1}
              inputMode="numeric"
              {...register('serviceRadiusKm', { setValueAs: asNumber })}
            />
          </Field>
          <SwitchRow
            control={control}
            name="showOnMap"
            label={settingsText('location.showOnMap')}
            description={settingsText('location.showOnMapHint')}
          />
          <Field
            label={settingsText('location.mapDescription')}
            error={errors.mapDescription?.message}
            hint={settingsText('location.mapDescriptionHint')}
          >
            <Textarea rows={2} {...register('mapDescription')} />
          </Field>
        </CardContent>
      </Card>
      <Button
        type="submit"
        disabled={save.isPending || !hasPoint}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {save.isPending ? settingsText('saving') : settingsText('location.save')}
      </Button>
    </form>
  );
}
