import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_TOASTS, UNEXPECTED_ERROR } from '@shared/auth-messages';
import { NewPasswordFormSchema, type NewPasswordForm } from '@shared/auth';
import { MIN_PASSWORD_SCORE, passwordStrength } from '@shared/password-strength';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { markSessionChanged } from '../../lib/session-epoch';
import { toast } from '../../lib/toast';
import { AuthLayout } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';

const INVALID_LINK =
  'This reset link is invalid, was already used or has expired. Request a new one.';

/** Where the reset e-mail's link lands: choose a new password (same strength rules as sign-up). */
export function NewPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword'],
  });
  const canSubmit =
    Boolean(token) &&
    password === confirmPassword &&
    passwordStrength(password).score >= MIN_PASSWORD_SCORE;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    setError(null);
    try {
      await authClient.resetPassword(token, values);
      markSessionChanged();
      toast.success(AUTH_TOASTS.passwordChanged);
      navigate('/auth', { replace: true });
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.status === 400
          ? INVALID_LINK
          : UNEXPECTED_ERROR,
      );
    }
  });

  return (
    <AuthLayout
      title="Set a new password"
      subtitle="Choose a password you have not used here before."
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          {error ? (
            <Alert tone="error">
              <p>{error}</p>
              <Link href="/auth?tab=reset" className="font-medium underline">
                Request a new link
              </Link>
            </Alert>
          ) : null}
          <NewPasswordFields passwordLabel="New password" />
          <Button type="submit" size="lg" disabled={!canSubmit || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save new password'}
          </Button>
          <Link
            href="/auth"
            className="justify-self-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Back to Sign In
          </Link>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
