import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  AUTH_TOASTS,
  isAlreadyRegistered,
  signUpErrorMessage,
  unexpectedError,
} from '@shared/auth-messages';
import { SignUpFormSchema, type SignUpForm } from '@shared/auth';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '@shared/countries';
import { MIN_PASSWORD_SCORE, passwordStrength } from '@shared/password-strength';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, NativeSelect } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { rich } from '../../lib/rich-text';
import { accountText } from './messages/account-screens';
import { NewPasswordFields } from './new-password-fields';
import { ResendConfirmation } from './resend-confirmation';

interface SignUpFormProps {
  /** The e-mail is registered already: switch to Sign In with this message. */
  onAlreadyRegistered: (message: string) => void;
}

export function SignUpFormPanel({ onAlreadyRegistered }: SignUpFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(SignUpFormSchema),
    reValidateMode: 'onChange',
    defaultValues: {
      firstName: '',
      lastName: '',
      country: DEFAULT_COUNTRY,
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // the spec's rule: submitting waits for matching passwords of score 3 or more
  const canSubmit =
    password === confirmPassword && passwordStrength(password).score >= MIN_PASSWORD_SCORE;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setError(null);
    try {
      await authClient.signUp(input);
      setSentTo(input.email);
      toast.success(AUTH_TOASTS.signedUp);
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) {
        setError(unexpectedError());
        return;
      }
      const message = signUpErrorMessage(caught.code, caught.message);
      if (isAlreadyRegistered(caught.code)) onAlreadyRegistered(message);
      else setError(message);
    }
  });

  if (sentTo) {
    return (
      <Alert tone="info" title={accountText('signUp.checkEmail')}>
        <p>{rich(accountText, 'signUp.sent', { email: <strong>{sentTo}</strong> })}</p>
        <ResendConfirmation email={sentTo} />
      </Alert>
    );
  }

  const nameError = errors.firstName?.message ?? errors.lastName?.message;
  const nameErrorId = 'sign-up-name-error';
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="grid gap-1.5">
          <div className="grid grid-cols-2 gap-3">
            <Field label={accountText('field.firstName')}>
              <Input
                autoComplete="given-name"
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={nameError ? nameErrorId : undefined}
                {...register('firstName')}
              />
            </Field>
            <Field label={accountText('field.lastName')}>
              <Input
                autoComplete="family-name"
                aria-invalid={errors.lastName ? true : undefined}
                aria-describedby={nameError ? nameErrorId : undefined}
                {...register('lastName')}
              />
            </Field>
          </div>
          {nameError ? (
            <p id={nameErrorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
              {nameError}
            </p>
          ) : null}
        </div>
        <Field label={accountText('field.country')} error={errors.country?.message}>
          <NativeSelect autoComplete="country" {...register('country')}>
            <option value="">{accountText('field.chooseCountry')}</option>
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {accountText(`country.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={accountText('field.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <NewPasswordFields />
        <Button type="submit" size="lg" disabled={!canSubmit || isSubmitting}>
          {accountText(isSubmitting ? 'signUp.submitting' : 'signUp.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
