import { zodResolver } from '@hookform/resolvers/zod';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type UseFormSetError,
} from 'react-hook-form';
import {
  CATEGORY_LABELS,
  emptyServiceForm,
  SERVICE_CATEGORIES,
  SERVICE_CURRENCIES,
  ServiceFormSchema,
  serviceFormToInput,
  transportDetailFields,
  type ServiceForm,
} from '@shared/services';
import { minorToDecimal } from '@shared/money-input';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select, type SelectOption } from '../../components/ui/select';
import { ApiRequestError } from '../../lib/api-error';
import { PendingServiceImages, SavedServiceImages, usePendingImages } from './service-images';
import { useSaveService, useServices, useUploadImages, type ServiceView } from './use-services';
import { servicesText as t } from './messages/services-screens';

// read when shown: the labels are in the page's language, whose words arrive with the page
const categoryOptions = () =>
  SERVICE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const CURRENCY_OPTIONS = SERVICE_CURRENCIES.map((value) => ({ value, label: value }));

function formValues(service: ServiceView | null): ServiceForm {
  if (!service) return emptyServiceForm();
  const details = service.transportDetails ?? {};
  return {
    name: service.name,
    description: service.description,
    category: service.category,
    transportDetails: {
      departure: details.departure ?? '',
      destination: details.destination ?? '',
      vehicle: details.vehicle ?? '',
    },
    price: minorToDecimal(service.priceMinor),
    durationMinutes: String(service.durationMinutes),
    currency: service.currency,
  };
}

/** A choice in the form; Field's label, hint and error reach the select itself. */
function FormSelect({
  control,
  name,
  options,
  ...aria
}: {
  control: Control<ServiceForm>;
  name: 'category' | 'currency';
  options: readonly SelectOption[];
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control, name });
  return <Select options={options} value={field.value} onValueChange={field.onChange} {...aria} />;
}

/** The API names the price in minor units; the form shows it as 'price'. */
function showServerErrors(error: unknown, setError: UseFormSetError<ServiceForm>) {
  if (!(error instanceof ApiRequestError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = (field === 'priceMinor' ? 'price' : field) as keyof ServiceForm;
    setError(name, { message });
  }
}

function ServiceFormBody({ service, onDone }: { service: ServiceView | null; onDone: () => void }) {
  const form = useForm<ServiceForm>({
    resolver: zodResolver(ServiceFormSchema),
    defaultValues: formValues(service),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const category = useWatch({ control, name: 'category' });
  const save = useSaveService();
  const upload = useUploadImages();
  const pending = usePendingImages();
  const errors = formState.errors;
  const isSaving = save.isPending || upload.isPending;

  const onSubmit = handleSubmit(async (values) => {
    let saved: ServiceView;
    try {
      saved = await save.mutateAsync({
        id: service?.id ?? null,
        input: serviceFormToInput(values),
      });
    } catch (error) {
      showServerErrors(error, setError);
      return;
    }
    if (!service && pending.items.length) {
      // the service exists either way; a failed upload says so in its own toast
      await upload
        .mutateAsync({ serviceId: saved.id, files: pending.items.map((item) => item.file) })
        .catch(() => undefined);
    }
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label={t('form.name')} error={errors.name?.message}>
        <Input placeholder={t('form.namePlaceholder')} {...register('name')} />
      </Field>
      <Field label={t('form.description')} error={errors.description?.message}>
        <Textarea
          rows={3}
          placeholder={t('form.descriptionPlaceholder')}
          {...register('description')}
        />
      </Field>
      <Field label={t('form.category')} error={errors.category?.message}>
        <FormSelect control={control} name="category" options={categoryOptions()} />
      </Field>
      {category === 'transport' ? (
        <fieldset className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">{t('form.transport')}</legend>
          {transportDetailFields().map(({ key, label, placeholder }) => (
            <Field key={key} label={label} error={errors.transportDetails?.[key]?.message}>
              <Input placeholder={placeholder} {...register(`transportDetails.${key}`)} />
            </Field>
          ))}
        </fieldset>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <Field label={t('form.price')} error={errors.price?.message}>
          <Input inputMode="decimal" placeholder="1500" autoComplete="off" {...register('price')} />
        </Field>
        <Field label={t('form.currency')} error={errors.currency?.message}>
          <FormSelect control={control} name="currency" options={CURRENCY_OPTIONS} />
        </Field>
      </div>
      <Field label={t('form.duration')} error={errors.durationMinutes?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          step={5}
          {...register('durationMinutes')}
        />
      </Field>
      {service ? (
        <SavedServiceImages service={service} />
      ) : (
        <PendingServiceImages pending={pending} isBusy={isSaving} />
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {service
            ? save.isPending
              ? t('form.updating')
              : t('form.update')
            : isSaving
              ? t('form.creating')
              : t('form.create')}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Create New Service' or 'Edit Service'. While editing, the service is read from the list's cache,
 * so photos added or removed show at once.
 */
export function ServiceDialog({
  editing,
  onClose,
}: {
  /** 'new', a service id, or null when closed. */
  editing: string | null;
  onClose: () => void;
}) {
  const services = useServices();
  const service =
    editing && editing !== 'new'
      ? (services.data?.services.find((item) => item.id === editing) ?? null)
      : null;
  const isOpen = editing === 'new' || service !== null;
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={service ? t('dialog.editTitle') : t('dialog.newTitle')}
        description={service ? t('dialog.editDescription') : t('dialog.newDescription')}
      >
        {isOpen ? (
          <ServiceFormBody key={service?.id ?? 'new'} service={service} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
