import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type UseFormSetError } from 'react-hook-form';
import { Check, Plus, Save } from 'lucide-react';
import {
  NewWebhookEndpointSchema,
  WEBHOOK_RULES,
  type NewWebhookEndpointInput,
} from '@shared/webhooks';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, failureText } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { EventChoices } from './event-choices';
import { SecretBox } from './secret-box';
import { useChangeEndpoint, useNewEndpoint, type Endpoint } from './use-webhooks';
import { developersText as t } from './messages/developers-screens';

// room past the limit, so a long paste shows the limit's message instead of being cut silently
const OVERTYPE = 20;

type Saver = ReturnType<typeof useNewEndpoint> | ReturnType<typeof useChangeEndpoint>;

/** The address, a note and the events; the server's refusals land on their fields. */
function EndpointForm({
  initial,
  saver,
  onSave,
  isNew,
}: {
  initial: NewWebhookEndpointInput;
  saver: Saver;
  onSave: (
    input: NewWebhookEndpointInput,
    setError: UseFormSetError<NewWebhookEndpointInput>,
  ) => void;
  isNew: boolean;
}) {
  const { control, register, handleSubmit, setError, formState } = useForm<NewWebhookEndpointInput>(
    {
      resolver: zodResolver(NewWebhookEndpointSchema),
      defaultValues: initial,
    },
  );
  const events = useController({ control, name: 'eventTypes' });
  const errors = formState.errors;
  const submit = handleSubmit((input) => onSave(input, setError));
  // a refusal about no one field (five endpoints already, a dropped connection) is said above the buttons
  const refusal =
    saver.error && !(saver.error instanceof ApiRequestError && saver.error.fields)
      ? failureText(saver.error)
      : null;
  let label = isNew ? t('hookForm.add') : t('hookForm.save');
  if (saver.isPending) label = isNew ? t('hookForm.adding') : t('hookForm.saving');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <Field label={t('hookForm.url')} error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_RULES.urlMaxLength + OVERTYPE}
          placeholder={t('hookForm.urlPlaceholder')}
          {...register('url')}
        />
      </Field>
      <Field
        label={t('hookForm.note')}
        error={errors.description?.message}
        hint={t('hookForm.noteHint')}
      >
        <Input
          autoComplete="off"
          maxLength={WEBHOOK_RULES.descriptionMaxLength + OVERTYPE}
          {...register('description')}
        />
      </Field>
      <EventChoices
        value={events.field.value}
        onChange={events.field.onChange}
        error={errors.eventTypes?.message ?? errors.eventTypes?.root?.message}
        inputRef={events.field.ref}
      />
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('hookForm.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={saver.isPending}>
          {isNew ? <Plus /> : <Save />}
          {label}
        </Button>
      </div>
    </form>
  );
}

const NEW_ENDPOINT: NewWebhookEndpointInput = { url: '', description: '', eventTypes: [] };

/** The signing secret of an endpoint just added, to give to the receiving tool. */
function MadeSecret({ secret }: { secret: string }) {
  return (
    <div className="grid gap-4">
      <SecretBox
        secret={secret}
        testId="new-webhook-secret"
        words={{
          copy: t('secret.copy'),
          copied: t('secret.copied'),
          copyFailed: t('secret.copyFailed'),
        }}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button>
            <Check />
            {t('secret.done')}
          </Button>
        </DialogClose>
      </div>
    </div>
  );
}

/** 'Add endpoint': the form, then the secret its deliveries are signed with. */
export function AddEndpointDialog({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const create = useNewEndpoint();
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
          {t('hooks.add')}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-xl"
        title={made ? t('secret.madeTitle') : t('hookForm.addTitle')}
        description={made ? t('secret.madeDescription') : t('hookForm.description')}
      >
        {made ? (
          <MadeSecret secret={made.secret} />
        ) : (
          <EndpointForm
            initial={NEW_ENDPOINT}
            saver={create}
            isNew
            onSave={(input, setError) =>
              create.mutate(input, { onError: (error) => applyServerFieldErrors(error, setError) })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Changes an endpoint's address, note or events; opened from the endpoint's menu. */
export function EditEndpointDialog({
  endpoint,
  open,
  onOpenChange,
}: {
  endpoint: Endpoint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangeEndpoint(endpoint.id);
  const openChange = (isOpen: boolean) => {
    onOpenChange(isOpen);
    if (!isOpen) change.reset();
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent
        className="sm:max-w-xl"
        title={t('hookForm.editTitle')}
        description={t('hookForm.description')}
      >
        <EndpointForm
          initial={{
            url: endpoint.url,
            description: endpoint.description,
            eventTypes: endpoint.eventTypes,
          }}
          saver={change}
          isNew={false}
          onSave={(input, setError) =>
            change.mutate(input, {
              onSuccess: () => {
                toast.success(t('hookForm.saved'));
                openChange(false);
              },
              onError: (error) => applyServerFieldErrors(error, setError),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
