import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

/** Sends the confirmation link again; one press at a time. */
export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await authClient.resendConfirmation(email);
      setState('sent');
      toast.success('Confirmation email sent again. Check your inbox.');
    } catch (error) {
      setState('idle');
      toast.error(
        error instanceof ApiRequestError && error.status === 429
          ? 'Please wait a minute before asking for another email.'
          : 'Could not send the email. Please try again.',
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
      {state === 'sent'
        ? 'Confirmation email sent'
        : state === 'sending'
          ? 'Sending...'
          : 'Resend confirmation email'}
    </Button>
  );
}
