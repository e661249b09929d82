import { API_ERROR_CODES } from './api-errors';
import { account } from './messages/account';

/**
 * What the auth screen shows for each server answer (docs/product/public-site.md §8 Messages).
 * The server speaks in codes; anything unknown is shown as the server said it. Every message is
 * read from the catalogue when it is shown, so it is in the language of that moment.
 */
const SIGN_IN_MESSAGES: Record<string, () => string> = {
  INVALID_EMAIL_OR_PASSWORD: () => account('signIn.wrongPassword'),
  EMAIL_NOT_VERIFIED: () => account('signIn.unconfirmed'),
  [API_ERROR_CODES.tooManyAttempts]: () => account('signIn.locked'),
  USER_NOT_FOUND: () => account('signIn.noAccount'),
};

const SIGN_UP_MESSAGES: Record<string, () => string> = {
  USER_ALREADY_EXISTS: () => account('signUp.alreadyRegistered'),
  PASSWORD_TOO_SHORT: () => account('tooShort'),
};

/** The one-time sign-in code that lets a refused browser in (sign-in-code.tsx). */
export const SIGN_IN_CODE_MESSAGES = {
  sent: (email: string) => account('code.sent', { email }),
  get wrong() {
    return account('code.wrong');
  },
  get tooMany() {
    return account('code.tooMany');
  },
  get sendFailed() {
    return account('code.sendFailed');
  },
};

/** Said when a request failed in a way no message covers. */
export function unexpectedError(): string {
  return account('unexpected');
}

export function signInErrorMessage(code: string, serverMessage: string): string {
  return SIGN_IN_MESSAGES[code]?.() ?? serverMessage;
}

export function signUpErrorMessage(code: string, serverMessage: string): string {
  return SIGN_UP_MESSAGES[code]?.() ?? serverMessage;
}

export function isAlreadyRegistered(code: string): boolean {
  return code === 'USER_ALREADY_EXISTS';
}

export const AUTH_TOASTS = {
  get signedUp() {
    return account('toast.signedUp');
  },
  get resetSent() {
    return account('toast.resetSent');
  },
  get signedOut() {
    return account('toast.signedOut');
  },
  get signOutFailed() {
    return account('toast.signOutFailed');
  },
  get passwordChanged() {
    return account('toast.passwordChanged');
  },
  get adminAssigned() {
    return account('toast.adminAssigned');
  },
  get adminFailed() {
    return account('toast.adminFailed');
  },
  socialFailed: (provider: string) => account('toast.socialFailed', { provider }),
  socialError: (provider: string) => account('toast.socialError', { provider }),
};
