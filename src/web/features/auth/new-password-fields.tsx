import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '@shared/password-strength';
import { Field } from '../../components/ui/field';
import { cx } from '../../components/ui/cx';
import { accountText } from './messages/account-screens';
import { PasswordInput } from './password-input';
import { StrengthMeter } from './strength-meter';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/** Choosing a password: the strength meter, its hints, and a live 'Passwords match' line. */
export function NewPasswordFields({ passwordLabel }: { passwordLabel?: string }) {
  const meterId = useId();
  const {
    register,
    control,
    trigger,
    formState: { errors },
  } = useFormContext<PasswordPair>();
  // these two are checked as soon as they are left, since the submit button stays off until they pass
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const isMatch = password === confirmPassword;
  return (
    <>
      <div className="grid gap-2">
        <Field
          label={passwordLabel ?? accountText('field.password')}
          error={errors.password?.message}
        >
          <PasswordInput
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            {...register('password', {
              onBlur: () => void trigger('password'),
              onChange: () => errors.password && void trigger('password'),
            })}
          />
        </Field>
        <StrengthMeter password={password} id={meterId} />
      </div>
      <div className="grid gap-1.5">
        <Field label={accountText('field.confirmPassword')} error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            {...register('confirmPassword', {
              onBlur: () => void trigger('confirmPassword'),
              onChange: () => errors.confirmPassword && void trigger('confirmPassword'),
            })}
          />
        </Field>
        {confirmPassword && !errors.confirmPassword ? (
          <p
            aria-live="polite"
            className={cx(
              'text-sm',
              isMatch ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400',
            )}
          >
            {accountText(isMatch ? 'password.match' : 'password.noMatch')}
          </p>
        ) : null}
      </div>
    </>
  );
}
