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

export interface EditableClient {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
}

const STRIPPED_NOTE = 'Angle brackets and script text were removed.';

/** Where the typed phone will be kept, so the owner sees 0712 345 678 become +254 712 345 678. */
function phoneHint(typed: string | null | undefined): string {
  const phone = typed ? normalizePhone(cleanClientField('phone', typed)) : null;
  if (phone && formatPhone(phone) !== typed) return `Saved as ${formatPhone(phone)}`;
  return phone ? 'Optional' : 'Optional. Kenyan numbers may start with 07 or 01.';
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
    wasStripped(field) ? STRIPPED_NOTE : fallback;
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
      <Field label="Name *" error={nameError} hint={hint('name')}>
        <Input autoComplete="off" placeholder="e.g. Mary Atieno" {...cleaned('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone?.message} hint={phoneHint(typedPhone)}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0712 345 678"
            {...cleaned('phone')}
          />
        </Field>
        <Field label="Email" error={errors.email?.message} hint={hint('email', 'Optional')}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="mary@example.com"
            {...cleaned('email')}
          />
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message} hint={hint('address')}>
        <Input autoComplete="off" placeholder="e.g. Moi Avenue, Nairobi" {...cleaned('address')} />
      </Field>
      <Field label="Notes" error={errors.notes?.message} hint={hint('notes')}>
        <Textarea
          rows={3}
          placeholder="Preferences, allergies, anything to remember"
          {...cleaned('notes')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : client ? 'Update Client' : 'Add Client'}
        </Button>
      </div>
    </form>
  );
}
