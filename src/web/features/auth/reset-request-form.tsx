import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AUTH_TOASTS, UNEXPECTED_ERROR } from '@shared/auth-messages';
import { ResetRequestSchema, type ResetRequestInput } from '@shared/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

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
      setError(caught instanceof ApiRequestError ? caught.message : UNEXPECTED_ERROR);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <p className="text-sm text-muted">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      {sentTo ? (
        <Alert tone="success" title="Check your inbox">
          If an account exists for <strong>{sentTo}</strong>, a link to reset your password is on
          its way. It works once, for 1 hour.
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
