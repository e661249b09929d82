import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  CLIENT_MESSAGES,
  ClientInputSchema,
  cleanClientField,
  type ClientField,
} from '@shared/clients';
import { formatPhone, normalizePhone } from '@shared/phone';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useLiveCleaning } from './live-cleaning';
import { isAccessDenied, useSaveClient } from './use-clients';
import { clientsText } from './messages/clients-screens';

export interface EditableClient {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
}

/** Where the typed phone will be kept, so the owner sees 0712 345 678 become +254 712 345 678. */
function phoneHint(typed: string | null | undefined): string {
  const phone = typed ? normalizePhone(cleanClientField('phone', typed)) : null;
  if (phone && formatPhone(phone) !== typed) {
    return clientsText('form.savedAs', { phone: formatPhone(phone) });
  }
  return phone ? clientsText('form.optional') : clientsText('form.phoneHint');
}

/** The Add Client and edit form: the spec's rules and messages, the same schema as the API. */
export function ClientForm({
  client,
  onDone,
}: {
  client: EditableClient | null;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(ClientInputSchema),
    mode: 'onTouched',
    defaultValues: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      address: client?.address ?? '',
      notes: client?.notes ?? '',
    },
  });
  const { control, handleSubmit, setError, formState } = form;
  const { cleaned, wasStripped, isNameEmptied } = useLiveCleaning(form.register);
  const typedPhone = useWatch({ control, name: 'phone' });
  const save = useSaveClient();
  const errors = formState.errors;
  const hint = (field: ClientField, fallback?: string) =>
    wasStripped(field) ? clientsText('form.stripped') : fallback;
  const nameError =
    isNameEmptied && errors.name?.message === CLIENT_MESSAGES.nameRequired
      ? CLIENT_MESSAGES.nameEmpty
      : errors.name?.message;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: client?.id ?? null, input });
    } catch (error) {
      if (isAccessDenied(error)) setError('root', { message: CLIENT_MESSAGES.formNotOwner });
      else applyServerFieldErrors(error, setError);
      return;
    }
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <Field label={clientsText('form.name')} error={nameError} hint={hint('name')}>
        <Input
          autoComplete="off"
          placeholder={clientsText('form.namePlaceholder')}
          {...cleaned('name')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={clientsText('form.phone')}
          error={errors.phone?.message}
          hint={phoneHint(typedPhone)}
        >
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0712 345 678"
            {...cleaned('phone')}
          />
        </Field>
        <Field
          label={clientsText('form.email')}
          error={errors.email?.message}
          hint={hint('email', clientsText('form.optional'))}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={clientsText('form.emailPlaceholder')}
            {...cleaned('email')}
          />
        </Field>
      </div>
      <Field
        label={clientsText('form.address')}
        error={errors.address?.message}
        hint={hint('address')}
      >
        <Input
          autoComplete="off"
          placeholder={clientsText('form.addressPlaceholder')}
          {...cleaned('address')}
        />
      </Field>
      <Field label={clientsText('form.notes')} error={errors.notes?.message} hint={hint('notes')}>
        <Textarea
          rows={3}
          placeholder={clientsText('form.notesPlaceholder')}
          {...cleaned('notes')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{clientsText('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? clientsText('form.saving')
            : client
              ? clientsText('form.update')
              : clientsText('form.add')}
        </Button>
      </div>
    </form>
  );
}
