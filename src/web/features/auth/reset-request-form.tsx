import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AUTH_TOASTS, unexpectedError } from '@shared/auth-messages';
import { ResetRequestSchema, type ResetRequestInput } from '@shared/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { rich } from '../../lib/rich-text';
import { accountText } from './messages/account-screens';

export function ResetRequestPanel() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(ResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await authClient.requestReset(input);
      setSentTo(input.email);
      toast.success(AUTH_TOASTS.resetSent);
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : unexpectedError());
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <p className="text-sm text-muted">{accountText('reset.intro')}</p>
      {sentTo ? (
        <Alert tone="success" title={accountText('reset.checkInbox')}>
          {rich(accountText, 'reset.sent', { email: <strong>{sentTo}</strong> })}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field label={accountText('field.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {accountText(isSubmitting ? 'reset.sending' : 'reset.submit')}
      </Button>
    </form>
  );
}
