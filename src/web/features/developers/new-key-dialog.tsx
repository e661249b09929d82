import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { KeyRound, Plus } from 'lucide-react';
import {
  API_KEY_RULES,
  API_KEY_SCOPES,
  NewApiKeySchema,
  type NewApiKeyInput,
} from '@shared/api-keys';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, failureText } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { ChoiceCards } from './choice-cards';
import { ShownKey } from './shown-key';
import { useNewApiKey } from './use-api-keys';
import { developersText as t } from './messages/developers-screens';

// room past the limit, so a long paste shows the limit's message instead of being cut silently
const OVERTYPE = 20;

const scopeChoices = () =>
  API_KEY_SCOPES.map((scope) => ({
    value: scope,
    label: t(`scope.${scope}`),
    hint: t(`scopeHint.${scope}`),
  }));
const expiryChoices = () =>
  API_KEY_RULES.expiryDays.map((days) => ({ value: days, label: t('form.days', { days }) }));

/** The name, what the key may do and how long it lasts; the server's refusals land on their fields. */
function NewKeyForm({ create }: { create: ReturnType<typeof useNewApiKey> }) {
  const { control, register, handleSubmit, setError, formState } = useForm<NewApiKeyInput>({
    resolver: zodResolver(NewApiKeySchema),
    defaultValues: { name: '', scope: 'read', expiresInDays: API_KEY_RULES.defaultExpiryDays },
  });
  const scope = useController({ control, name: 'scope' });
  const expiry = useController({ control, name: 'expiresInDays' });
  const errors = formState.errors;
  const submit = handleSubmit((input) =>
    create.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) }),
  );
  // a refusal about no one field (the limit of live keys, a dropped connection) is said above the buttons
  const refusal =
    create.error && !(create.error instanceof ApiRequestError && create.error.fields)
      ? failureText(create.error)
      : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <Field label={t('form.name')} error={errors.name?.message} hint={t('form.nameHint')}>
        <Input
          autoComplete="off"
          maxLength={API_KEY_RULES.nameMaxLength + OVERTYPE}
          placeholder={t('form.namePlaceholder')}
          {...register('name')}
        />
      </Field>
      <ChoiceCards
        legend={t('form.scope')}
        choices={scopeChoices()}
        value={scope.field.value}
        onChange={scope.field.onChange}
        error={errors.scope?.message}
        inputRef={scope.field.ref}
      />
      <ChoiceCards
        legend={t('form.expiry')}
        choices={expiryChoices()}
        value={expiry.field.value}
        onChange={expiry.field.onChange}
        error={errors.expiresInDays?.message}
        inputRef={expiry.field.ref}
        isRow
      />
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          <KeyRound />
          {create.isPending ? t('form.making') : t('form.make')}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'New key': the form, then the key itself, shown this once. While it is shown a tap beside the
 * dialog does not close it, so the key is not lost to a slip of the thumb.
 */
export function NewKeyDialog({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const create = useNewApiKey();
  const made = create.data;
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) create.reset();
  };
  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button className={className}>
          <Plus />
          {t('keys.new')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={made ? t('shown.title') : t('form.title')}
        description={made ? t('shown.description') : t('form.description')}
        onInteractOutside={(event) => {
          if (made) event.preventDefault();
        }}
      >
        {made ? <ShownKey made={made} /> : <NewKeyForm create={create} />}
      </DialogContent>
    </Dialog>
  );
}
