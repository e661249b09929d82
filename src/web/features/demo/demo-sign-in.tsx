import { useState } from 'react';
import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { signInErrorMessage } from '@shared/auth-messages';
import { DEMO_SIGN_IN } from '@shared/demo-businesses';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { markSessionChanged } from '../../lib/session-epoch';
import { demoText } from './messages/demo-page';

/**
 * Signs in to the shared demo account with its published password, the same sign-in as the form's,
 * and opens the owner's dashboard. The password is shown too, for a second device.
 */
export function DemoSignIn() {
  const [, navigate] = useLocation();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await authClient.signIn(DEMO_SIGN_IN);
      markSessionChanged();
      navigate('/app/dashboard');
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiRequestError && caught.code === 'INVALID_EMAIL_OR_PASSWORD')
        // this server has no demo account (it is seeded only into a new embedded database)
        setError(demoText('signIn.noDemo'));
      else if (caught instanceof ApiRequestError)
        setError(signInErrorMessage(caught.code, caught.message));
      else setError(demoText('signIn.failed'));
    }
  };

  return (
    <section
      aria-labelledby="demo-sign-in-title"
      className="mx-auto mt-10 max-w-xl rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="demo-sign-in-title" className="text-xl font-semibold">
        {demoText('signIn.title')}
      </h2>
      <dl className="mt-4 grid gap-2 rounded-xl bg-raised px-4 py-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted">{demoText('signIn.email')}</dt>
        <dd className="font-medium break-all">{DEMO_SIGN_IN.email}</dd>
        <dt className="text-muted">{demoText('signIn.password')}</dt>
        <dd className="font-medium">{DEMO_SIGN_IN.password}</dd>
      </dl>
      <Button
        variant="accent"
        size="lg"
        className="mt-5 w-full"
        onClick={() => void signIn()}
        disabled={isBusy}
      >
        <LogIn />
        {demoText(isBusy ? 'signIn.busy' : 'signIn.button')}
      </Button>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <p className="mt-4 text-sm text-muted">{demoText('signIn.shared')}</p>
    </section>
  );
}
