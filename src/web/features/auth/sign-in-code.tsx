import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SIGN_IN_CODE_MESSAGES, unexpectedError } from '@shared/auth-messages';
import { SignInCodeSchema, type SignInCodeInput } from '@shared/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { accountText } from './messages/account-screens';

interface SignInCodeHelpProps {
  /** The e-mail whose sign-in was refused. */
  email: string;
  /** What the refusal said. */
  message: string;
  /** Signs in with the password typed above, once the code has made this browser known. */
  onVerified: () => Promise<void>;
}

/**
 * Sign-in refused for too many attempts: the owner can have a one-time code mailed, and a right code
 * lets this browser's password past the lock (docs/decisions/0056).
 */
export function SignInCodeHelp({ email, message, onVerified }: SignInCodeHelpProps) {
  const [state, setState] = useState<'offer' | 'sending' | 'sent'>('offer');
  const [sendError, setSendError] = useState<string | null>(null);
  const [isResent, setResent] = useState(false);

  const send = async () => {
    setSendError(null);
    const isFirst = state === 'offer';
    setState(isFirst ? 'sending' : 'sent');
    try {
      await authClient.sendSignInCode({ email });
      setState('sent');
      setResent(!isFirst);
    } catch (caught) {
      setState(isFirst ? 'offer' : 'sent');
      setSendError(
        caught instanceof ApiRequestError && caught.fields?.email
          ? caught.fields.email
          : SIGN_IN_CODE_MESSAGES.sendFailed,
      );
    }
  };

  if (state !== 'sent') {
    return (
      <Alert tone="error">
        <p>{message}</p>
        {sendError ? <p className="mt-1 font-medium">{sendError}</p> : null}
        <Button
          variant="outline"
          className="mt-3 w-full sm:w-auto"
          disabled={state === 'sending'}
          onClick={() => void send()}
        >
          {accountText(state === 'sending' ? 'code.sending' : 'code.offer')}
        </Button>
      </Alert>
    );
  }
  return (
    <CodeForm
      email={email}
      notice={sendError ?? (isResent ? accountText('code.newOnItsWay') : null)}
      onResend={() => void send()}
      onVerified={onVerified}
    />
  );
}

function CodeForm({
  email,
  notice,
  onResend,
  onVerified,
}: {
  email: string;
  notice: string | null;
  onResend: () => void;
  onVerified: () => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInCodeInput>({
    resolver: zodResolver(SignInCodeSchema),
    defaultValues: { email, code: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await authClient.verifySignInCode(input);
    } catch (caught) {
      const text =
        caught instanceof ApiRequestError
          ? (caught.fields?.code ?? caught.message)
          : unexpectedError();
      setError('code', { message: text });
      return;
    }
    await onVerified();
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={accountText('code.field')}
      className="grid gap-4 rounded-2xl border border-line bg-raised/60 p-4"
    >
      <div className="grid gap-1">
        <p className="font-semibold text-fg">{accountText('code.checkEmail')}</p>
        <p className="text-sm text-muted">
          {SIGN_IN_CODE_MESSAGES.sent(email)} {accountText('code.enterIt')}
        </p>
      </div>
      {notice ? <p className="text-sm font-medium text-fg">{notice}</p> : null}
      <Field label={accountText('code.field')} error={errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder="123456"
          className="text-lg tracking-[0.3em]"
          {...register('code')}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {accountText(isSubmitting ? 'code.checking' : 'code.confirm')}
        </Button>
        <button
          type="button"
          onClick={onResend}
          className="h-11 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {accountText('code.resend')}
        </button>
      </div>
    </form>
  );
}
