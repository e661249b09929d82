import { QueryClientProvider } from '@tanstack/react-query';
import type { SocialProvider } from '@shared/auth';
import { AUTH_TOASTS } from '@shared/auth-messages';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-error';
import { authClient } from '../../lib/auth-client';
import { sessionQueryClient } from '../../lib/query-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { accountText } from './messages/account-screens';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

export function providerLabel(id: string | null): string {
  return (
    PROVIDERS.find((provider) => provider.id === id)?.label ?? accountText('social.thisProvider')
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14a6.6 6.6 0 0 1 0-4.2V6.9H2.1a11 11 0 0 0 0 9.9L5.8 14Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 6.9l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
      />
    </svg>
  );
}

function ConfiguredButtons({
  next,
  onError,
}: {
  next: string;
  onError: (message: string) => void;
}) {
  const start = async (provider: SocialProvider) => {
    const label = providerLabel(provider);
    try {
      const { url } = await authClient.socialSignIn(provider, next);
      if (!url) throw new ApiRequestError(500, 'no_url', 'No sign-in page');
      window.location.assign(url);
    } catch (error) {
      onError(
        error instanceof ApiRequestError
          ? AUTH_TOASTS.socialFailed(label)
          : AUTH_TOASTS.socialError(label),
      );
    }
  };
  const configured = usePublicConfig().data?.signInProviders ?? [];
  const shown = PROVIDERS.filter((provider) => configured.includes(provider.id));
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        {accountText('social.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className={shown.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid gap-3'}>
        {shown.map((provider) => (
          <Button key={provider.id} variant="outline" onClick={() => void start(provider.id)}>
            {provider.id === 'google' ? <GoogleMark /> : <FacebookMark />}
            {provider.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * Google and Facebook, each only where the server has its keys (none until the settings arrive, so
 * a button never shows and then vanishes); a provider failing at run time still says so.
 */
export function SocialButtons(props: { next: string; onError: (message: string) => void }) {
  return (
    <QueryClientProvider client={sessionQueryClient()}>
      <ConfiguredButtons {...props} />
    </QueryClientProvider>
  );
}
