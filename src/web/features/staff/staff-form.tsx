import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control, type UseFormSetError } from 'react-hook-form';
import {
  emptyStaffForm,
  GENDER_LABELS,
  GENDERS,
  STAFF_MESSAGES,
  StaffFormSchema,
  staffFormToInput,
  type StaffForm,
} from '@shared/staff';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { ApiRequestError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { ServicePicker } from './service-picker';
import { SpecialtiesInput } from './specialties-input';
import { useSaveStaff, type StaffView } from './use-staff';
import { staffText as t } from './messages/staff-screens';

// read when shown: the labels are in the page's language, whose words arrive with the page
const genderOptions = () => GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

function formValues(member: StaffView | null): StaffForm {
  if (!member) return emptyStaffForm();
  return {
    name: member.name,
    email: member.email,
    phone: member.phone ?? '',
    gender: member.gender ?? '',
    shift: member.shift ?? '',
    workload: member.workload === null ? '' : String(member.workload),
    specialties: member.specialties,
    isActive: member.isActive,
    serviceIds: member.serviceIds,
  };
}

/** The server names list items ('specialties.3'); the form shows the message under the list. */
function showServerErrors(error: unknown, setError: UseFormSetError<StaffForm>) {
  if (!(error instanceof ApiRequestError)) return;
  if (!error.fields) {
    const message = error.code === 'no_business' ? STAFF_MESSAGES.noBusiness : error.message;
    setError('root.server', { message });
    return;
  }
  for (const [field, message] of Object.entries(error.fields)) {
    setError(field.split('.')[0] as keyof StaffForm, { message });
  }
}

/** Field's label, hint and error reach the select itself. */
function GenderSelect({
  control,
  ...aria
}: {
  control: Control<StaffForm>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control, name: 'gender' });
  return (
    <Select
      options={genderOptions()}
      placeholder={t('form.genderPlaceholder')}
      value={field.value}
      onValueChange={field.onChange}
      {...aria}
    />
  );
}

/** Add or edit one member; Enter in the specialties box adds a specialty, never submits. */
export function StaffFormBody({
  member,
  onDone,
}: {
  member: StaffView | null;
  onDone: () => void;
}) {
  const { control, register, handleSubmit, setError, formState } = useForm<StaffForm>({
    resolver: zodResolver(StaffFormSchema),
    defaultValues: formValues(member),
  });
  const specialties = useController({ control, name: 'specialties' });
  const serviceIds = useController({ control, name: 'serviceIds' });
  const isActive = useController({ control, name: 'isActive' });
  const save = useSaveStaff();
  const errors = formState.errors;

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ id: member?.id ?? null, input: staffFormToInput(values) });
        onDone();
      } catch (error) {
        showServerErrors(error, setError);
      }
    },
    (invalid) => {
      if (invalid.name || invalid.email) toast.error(STAFF_MESSAGES.required);
    },
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Field label={t('form.name')} error={errors.name?.message}>
        <Input placeholder={t('form.namePlaceholder')} autoComplete="off" {...register('name')} />
      </Field>
      <Field label={t('form.email')} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.phone')} error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" placeholder="0712 345 678" {...register('phone')} />
        </Field>
        <Field label={t('form.gender')} error={errors.gender?.message}>
          <GenderSelect control={control} />
        </Field>
        <Field label={t('form.shift')} error={errors.shift?.message}>
          <Input placeholder={t('form.shiftPlaceholder')} {...register('shift')} />
        </Field>
        <Field label={t('form.workload')} error={errors.workload?.message}>
          <Input type="number" inputMode="numeric" min={0} max={168} {...register('workload')} />
        </Field>
      </div>
      <SpecialtiesInput
        value={specialties.field.value}
        onChange={specialties.field.onChange}
        error={errors.specialties?.message}
      />
      <ServicePicker
        value={serviceIds.field.value}
        onChange={serviceIds.field.onChange}
        error={errors.serviceIds?.message}
      />
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-xl border border-line px-4 py-2">
        <span className="grid">
          <span className="text-sm font-medium">{t('form.active')}</span>
          <span className="text-sm text-muted">{t('form.activeHint')}</span>
        </span>
        <Switch checked={isActive.field.value} onCheckedChange={isActive.field.onChange} />
      </label>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : member ? t('form.update') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}
