import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '@shared/money';
import {
  BOOKING_TOASTS,
  WalkInFormSchema,
  walkInFormToInput,
  type WalkInForm,
} from '@shared/owner-bookings';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { clearDraft, readDraft, useFormDraft } from './form-draft';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useServices } from '../services/use-services';
import { ClientPicker, type PickedClient } from './client-picker';
import { SlotPicker } from './slot-picker';
import { NO_STAFF, StaffSelect } from './staff-select';
import { useCreateBooking } from './use-bookings';
import { bookingsText } from './messages/owner-bookings-screens';

function newKey(): string {
  return `desk-${crypto.randomUUID()}`;
}

const DRAFT = 'new-booking';

function emptyForm(today: string): WalkInForm {
  return {
    clientMode: 'existing',
    clientId: '',
    client: { name: '', phone: '', email: '' },
    serviceId: '',
    staffId: '',
    date: today,
    time: '',
    notes: '',
  };
}

function NewBookingForm({
  today,
  accountId,
  onDone,
}: {
  today: string;
  accountId: string;
  onDone: () => void;
}) {
  const services = useServices();
  const active = (services.data?.services ?? []).filter((service) => service.isActive);
  // one key per form: a double tap or a retry books once
  const [idempotencyKey] = useState(newKey);
  // what was typed before a session ended comes back after signing in
  const [draft] = useState(() => readDraft<WalkInForm & { pickedName?: string }>(DRAFT, accountId));
  const [picked, setPicked] = useState<PickedClient | null>(
    draft?.clientId && draft.pickedName
      ? { id: draft.clientId, name: draft.pickedName, phone: null }
      : null,
  );
  const form = useForm<WalkInForm & { pickedName?: string }>({
    resolver: zodResolver(WalkInFormSchema),
    defaultValues: { ...emptyForm(today), ...draft },
  });
  useFormDraft(form, { name: DRAFT, accountId });
  const { control, register, handleSubmit, setValue, setError, formState } = form;
  const errors = formState.errors;
  const [mode, serviceId, staffId, date] = useWatch({
    control,
    name: ['clientMode', 'serviceId', 'staffId', 'date'],
  });
  const time = useController({ control, name: 'time' });
  const service = useController({ control, name: 'serviceId' });
  const create = useCreateBooking();
  const clearTime = () => setValue('time', '');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(walkInFormToInput(values, idempotencyKey));
      clearDraft(DRAFT, accountId);
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError)) {
        toast.error(`${BOOKING_TOASTS.createFailed}: ${(error as Error).message}`);
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      {mode === 'existing' ? (
        <div className="grid gap-1">
          <ClientPicker
            picked={picked}
            onPick={(client) => {
              setPicked(client);
              setValue('pickedName', client?.name ?? '');
              setValue('clientId', client?.id ?? '', { shouldValidate: Boolean(client) });
            }}
            onNew={() => setValue('clientMode', 'new')}
          />
          {errors.clientId ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errors.clientId.message}
            </p>
          ) : null}
        </div>
      ) : (
        <fieldset className="grid gap-3 rounded-xl border border-line p-3">
          <legend className="px-1 text-sm font-medium">{bookingsText('form.newClient')}</legend>
          <Field label={bookingsText('form.name')} error={errors.client?.name?.message}>
            <Input autoComplete="off" {...register('client.name')} />
          </Field>
          <Field label={bookingsText('form.phone')} error={errors.client?.phone?.message}>
            <Input
              type="tel"
              inputMode="tel"
              placeholder="0712 345 678"
              {...register('client.phone')}
            />
          </Field>
          <Field label={bookingsText('form.email')} error={errors.client?.email?.message}>
            <Input type="email" inputMode="email" {...register('client.email')} />
          </Field>
          <Button
            variant="link"
            className="h-auto w-fit p-0"
            onClick={() => setValue('clientMode', 'existing')}
          >
            {bookingsText('form.pickInstead')}
          </Button>
        </fieldset>
      )}
      <Field label={bookingsText('form.service')} error={errors.serviceId?.message}>
        <Select
          placeholder={bookingsText(
            services.isPending ? 'form.loadingServices' : 'form.chooseService',
          )}
          options={active.map((item) => ({
            value: item.id,
            label: `${item.name} · ${formatMoney({ amountMinor: item.priceMinor, currency: item.currency })}`,
          }))}
          value={service.field.value}
          onValueChange={(value) => {
            service.field.onChange(value);
            setValue('staffId', '');
            clearTime();
          }}
        />
      </Field>
      <StaffSelect
        serviceId={serviceId}
        value={staffId || NO_STAFF}
        onChange={(value) => {
          setValue('staffId', value === NO_STAFF ? '' : value);
          clearTime();
        }}
      />
      <Field label={bookingsText('form.day')} error={errors.date?.message}>
        <Input type="date" min={today} {...register('date', { onChange: clearTime })} />
      </Field>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{bookingsText('form.time')}</p>
        <SlotPicker
          serviceId={serviceId}
          staffId={staffId}
          date={date}
          value={time.field.value}
          onChange={time.field.onChange}
          error={errors.time?.message}
        />
      </div>
      <Field label={bookingsText('form.notes')} error={errors.notes?.message}>
        <Textarea rows={2} placeholder={bookingsText('form.notesHint')} {...register('notes')} />
      </Field>
      <p className="text-sm text-muted">{bookingsText('form.counter')}</p>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">{bookingsText('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {bookingsText(create.isPending ? 'form.booking' : 'form.create')}
        </Button>
      </div>
    </form>
  );
}

/** Whether a New Booking was being typed when the session ended: it opens again, as it was. */
export function hasNewBookingDraft(accountId: string): boolean {
  return readDraft(DRAFT, accountId) !== null;
}

/** New Booking (the quick action): a walk-in or a caller, booked by the same rules as online. */
export function NewBookingDialog({
  isOpen,
  today,
  accountId,
  onClose,
}: {
  isOpen: boolean;
  today: string;
  accountId: string;
  onClose: () => void;
}) {
  const close = () => {
    clearDraft(DRAFT, accountId);
    onClose();
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      {isOpen ? (
        <DialogContent
          title={bookingsText('form.title')}
          description={bookingsText('form.description')}
        >
          <NewBookingForm today={today} accountId={accountId} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
