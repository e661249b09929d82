import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { accountText } from './messages/account-screens';

/** Sends the confirmation link again; one press at a time. */
export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await authClient.resendConfirmation(email);
      setState('sent');
      toast.success(accountText('resend.sentAgain'));
    } catch (error) {
      setState('idle');
      toast.error(
        accountText(
          error instanceof ApiRequestError && error.status === 429
            ? 'resend.wait'
            : 'resend.failed',
        ),
      );
    }
  };
  return (
    <Button
      variant="link"
      className="h-auto px-0"
      disabled={state !== 'idle'}
      onClick={() => void resend()}
    >
      {accountText(
        state === 'sent' ? 'resend.sent' : state === 'sending' ? 'resend.sending' : 'resend.button',
      )}
    </Button>
  );
}
