import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_TOASTS, unexpectedError } from '@shared/auth-messages';
import { NewPasswordFormSchema, type NewPasswordForm } from '@shared/auth';
import { MIN_PASSWORD_SCORE, passwordStrength } from '@shared/password-strength';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { markSessionChanged } from '../../lib/session-epoch';
import { toast } from '../../lib/toast';
import { AuthLayout } from './auth-layout';
import { accountText } from './messages/account-screens';
import { NewPasswordFields } from './new-password-fields';

type Failure = 'invalidLink' | 'unexpected';

function failureText(failure: Failure): string {
  return failure === 'invalidLink' ? accountText('newPassword.invalidLink') : unexpectedError();
}

/** Where the reset e-mail's link lands: choose a new password (same strength rules as sign-up). */
export function NewPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  // what failed, said in the language of the moment it is shown
  const [error, setError] = useState<Failure | null>(token ? null : 'invalidLink');
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
        caught instanceof ApiRequestError && caught.status === 400 ? 'invalidLink' : 'unexpected',
      );
    }
  });

  return (
    <AuthLayout
      title={accountText('newPassword.title')}
      subtitle={accountText('newPassword.subtitle')}
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          {error ? (
            <Alert tone="error">
              <p>{failureText(error)}</p>
              <Link href="/auth?tab=reset" className="font-medium underline">
                {accountText('newPassword.requestLink')}
              </Link>
            </Alert>
          ) : null}
          <NewPasswordFields passwordLabel={accountText('field.newPassword')} />
          <Button type="submit" size="lg" disabled={!canSubmit || form.formState.isSubmitting}>
            {accountText(form.formState.isSubmitting ? 'newPassword.saving' : 'newPassword.save')}
          </Button>
          <Link
            href="/auth"
            className="justify-self-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {accountText('newPassword.back')}
          </Link>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
