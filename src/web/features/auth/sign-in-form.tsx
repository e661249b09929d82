import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { API_ERROR_CODES } from '@shared/api-errors';
import { signInErrorMessage, unexpectedError } from '@shared/auth-messages';
import { SignInSchema, type SignInInput } from '@shared/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { markSessionChanged } from '../../lib/session-epoch';
import { accountText } from './messages/account-screens';
import { PasswordInput } from './password-input';
import { ResendConfirmation } from './resend-confirmation';
import { SignInCodeHelp } from './sign-in-code';
import { SocialButtons } from './social-buttons';

interface SignInFormProps {
  /** Where to go once signed in (already checked to be a path of this site). */
  next: string;
  onForgotPassword: () => void;
}

export function SignInFormPanel({ next, onForgotPassword }: SignInFormProps) {
  const [, navigate] = useLocation();
  const [error, setError] = useState<{
    message: string;
    unconfirmedEmail?: string;
    /** Refused for too many attempts: a code by e-mail can let this browser in. */
    lockedEmail?: string;
  } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setError(null);
    try {
      await authClient.signIn(input);
      markSessionChanged();
      navigate(next);
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) {
        setError({ message: unexpectedError() });
        return;
      }
      const message = signInErrorMessage(caught.code, caught.message);
      if (caught.code === 'EMAIL_NOT_VERIFIED')
        setError({ message, unconfirmedEmail: input.email });
      else if (caught.code === API_ERROR_CODES.tooManyAttempts && input.email)
        setError({ message, lockedEmail: input.email });
      else setError({ message });
    }
  });

  return (
    <div className="grid gap-5">
      {error?.lockedEmail ? (
        <SignInCodeHelp
          key={error.lockedEmail}
          email={error.lockedEmail}
          message={error.message}
          onVerified={() => onSubmit()}
        />
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        {error && !error.lockedEmail ? (
          <Alert tone="error">
            <p>{error.message}</p>
            {error.unconfirmedEmail ? <ResendConfirmation email={error.unconfirmedEmail} /> : null}
          </Alert>
        ) : null}
        <Field label={accountText('field.email')}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <div className="grid gap-1.5">
          <Field label={accountText('field.password')}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </Field>
          <button
            type="button"
            onClick={onForgotPassword}
            className="justify-self-end text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {accountText('signIn.forgot')}
          </button>
        </div>
        {/* while the account is locked for this browser, the code above is the way in */}
        <Button
          type="submit"
          size="lg"
          variant={error?.lockedEmail ? 'outline' : 'primary'}
          disabled={isSubmitting}
        >
          {accountText(isSubmitting ? 'signIn.submitting' : 'signIn.submit')}
        </Button>
      </form>
      <SocialButtons next={next} onError={(message) => setError({ message })} />
    </div>
  );
}
