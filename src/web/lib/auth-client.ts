import type {
  NewPasswordForm,
  ResetRequestInput,
  SignInCodeInput,
  SignInCodeRequestInput,
  SignInInput,
  SignUpInput,
  SocialProvider,
} from '@shared/auth';
import { readJson } from './api-error';

/** Calls to the account endpoints under /api/auth; the session itself lives in an HTTP-only cookie. */
async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return readJson<T>(response);
}

export const CONFIRMED_CALLBACK = '/auth?confirmed=1';

/** A path inside this site to return to after signing in; anything else falls back to the dashboard. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return '/app/dashboard';
  return next;
}

export const authClient = {
  signUp: (input: SignUpInput) => post<{ user: { email: string } }>('/sign-up/email', input),
  signIn: (input: SignInInput) => post<{ user: { id: string } }>('/sign-in/email', input),
  signOut: () => post<{ success: boolean }>('/sign-out', {}),
  resendConfirmation: (email: string) =>
    post<{ status: boolean }>('/send-verification-email', {
      email,
      callbackURL: CONFIRMED_CALLBACK,
    }),
  requestReset: ({ email }: ResetRequestInput) =>
    post<{ status: boolean }>('/request-password-reset', { email }),
  resetPassword: (token: string, { password }: Pick<NewPasswordForm, 'password'>) =>
    post<{ status: boolean }>('/reset-password', { token, newPassword: password }),
  /** Mails the account a one-time code, when it exists (the answer is the same either way). */
  sendSignInCode: (input: SignInCodeRequestInput) =>
    post<{ status: boolean }>('/sign-in-code/send', input),
  /** A right code makes this browser known to the account, so its password gets past the lock. */
  verifySignInCode: (input: SignInCodeInput) =>
    post<{ status: boolean }>('/sign-in-code/verify', input),
  /** Starts the provider's sign-in; resolves with the provider's page to go to. */
  socialSignIn: (provider: SocialProvider, callbackURL: string) =>
    post<{ url?: string }>('/sign-in/social', {
      provider,
      callbackURL,
      errorCallbackURL: `/auth?error=oauth&provider=${provider}`,
    }),
};
