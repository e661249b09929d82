import { API_ERROR_CODES } from './api-errors';

/**
 * What the auth screen shows for each server answer (docs/product/public-site.md §8 Messages).
 * The server speaks in codes; anything unknown is shown as the server said it.
 */
const SIGN_IN_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD:
    'Invalid email or password. Please check your credentials and try again.',
  EMAIL_NOT_VERIFIED: 'Please check your email and click the confirmation link before signing in.',
  [API_ERROR_CODES.tooManyAttempts]:
    'Too many sign-in attempts on this account. Wait 15 minutes, or get a sign-in code by e-mail to continue on this device.',
  USER_NOT_FOUND: 'No account found with this email address. Please sign up first.',
};

const SIGN_UP_MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: 'An account with this email already exists. Please sign in instead.',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long.',
};

/** The one-time sign-in code that lets a refused browser in (sign-in-code.tsx). */
export const SIGN_IN_CODE_MESSAGES = {
  sent: (email: string) =>
    `If ${email} has an account, we have e-mailed it a 6-digit code. It works for 10 minutes.`,
  wrong:
    'That code is not right, or it no longer works. Check the latest e-mail, or ask for a new code.',
  tooMany: 'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
  sendFailed: 'We could not ask for a code just now. Please try again.',
} as const;

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

export function signInErrorMessage(code: string, serverMessage: string): string {
  return SIGN_IN_MESSAGES[code] ?? serverMessage;
}

export function signUpErrorMessage(code: string, serverMessage: string): string {
  return SIGN_UP_MESSAGES[code] ?? serverMessage;
}

export function isAlreadyRegistered(code: string): boolean {
  return code === 'USER_ALREADY_EXISTS';
}

export const AUTH_TOASTS = {
  signedUp: 'Account created! Please check your email for the confirmation link.',
  resetSent: 'Password reset email sent! Check your inbox.',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Error signing out',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  adminAssigned: 'Admin role assigned successfully!',
  adminFailed: 'Failed to assign admin role',
  socialFailed: (provider: string) => `Failed to sign in with ${provider}. Please try again.`,
  socialError: (provider: string) => `An error occurred during ${provider} sign in.`,
} as const;
