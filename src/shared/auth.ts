import * as z from 'zod/mini';
import { COUNTRY_CODES } from './countries';
import { account } from './messages/account';
import { TEXT_LIMITS } from './limits';
import { plainText } from './plain-text';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  passwordStrength,
} from './password-strength';

/**
 * Account forms and API bodies: one schema each, used by the form and by the server. Written with
 * zod/mini, which tree-shakes to a few KB, because these schemas ship in public pages.
 */

// the spec's 'basic address pattern'
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rules' messages, read in the language of the moment they are shown. */
export const MESSAGES = {
  get invalidEmail() {
    return account('invalidEmail');
  },
  get names() {
    return account('names');
  },
  get country() {
    return account('country');
  },
  get mismatch() {
    return account('mismatch');
  },
  get weak() {
    return account('weak');
  },
  get tooShort() {
    return account('tooShort');
  },
  get tooLong() {
    return account('tooLong', { max: MAX_PASSWORD_LENGTH });
  },
  get nameTooLong() {
    return account('nameTooLong', { max: TEXT_LIMITS.name });
  },
  get codeFormat() {
    return account('codeFormat');
  },
};

/** A schema check's message, said when it fails. */
function say(message: keyof typeof MESSAGES) {
  return { error: () => MESSAGES[message] };
}

export const emailField = z
  .string()
  .check(
    z.trim(),
    plainText(),
    z.toLowerCase(),
    z.maxLength(TEXT_LIMITS.email, say('invalidEmail')),
    z.regex(EMAIL_PATTERN, say('invalidEmail')),
  );

const nameField = z
  .string()
  .check(
    z.trim(),
    plainText(),
    z.minLength(1, say('names')),
    z.maxLength(TEXT_LIMITS.name, say('nameTooLong')),
  );

/** A new password: the spec's length floor and strength score. */
export const newPasswordField = z.string().check(
  z.minLength(MIN_PASSWORD_LENGTH, say('tooShort')),
  z.maxLength(MAX_PASSWORD_LENGTH, say('tooLong')),
  z.refine((password) => passwordStrength(password).score >= MIN_PASSWORD_SCORE, say('weak')),
);

function confirmationMatches<T extends { password: string; confirmPassword: string }>() {
  return z.refine<T>((form) => form.password === form.confirmPassword, {
    ...say('mismatch'),
    path: ['confirmPassword'],
  });
}

/** The sign-up body the server accepts. */
export const SignUpSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  country: z.enum(COUNTRY_CODES, say('country')),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/** The sign-up form: the body plus the confirmation, which never leaves the browser. */
export const SignUpFormSchema = z
  .extend(SignUpSchema, { confirmPassword: z.string() })
  .check(confirmationMatches<SignUpInput & { confirmPassword: string }>());
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** Sign-in has no client-side rules (spec section 5); the server answers for the credentials. */
export const SignInSchema = z.object({
  email: z.string().check(z.trim(), plainText(), z.toLowerCase(), z.maxLength(TEXT_LIMITS.email)),
  password: z.string().check(z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const ResetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.infer<typeof ResetRequestSchema>;

export const NewPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .check(confirmationMatches<{ password: string; confirmPassword: string }>());
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** The body that sets a new password with a reset link's token. */
export const ResetPasswordSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200), plainText()),
  newPassword: newPasswordField,
});

/** What an account may change about itself (better-auth's update-user, with our rules in front). */
export const UpdateUserSchema = z.object({
  name: z.optional(nameField),
  firstName: z.optional(nameField),
  lastName: z.optional(nameField),
  country: z.optional(z.enum(COUNTRY_CODES, say('country'))),
  image: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          plainText(),
          z.maxLength(TEXT_LIMITS.url),
          z.regex(/^https:\/\/\S+$/, { error: () => account('pictureAddress') }),
        ),
    ),
  ),
});

export const AssignAdminSchema = z.object({ email: emailField });

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** How long a password-reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;
/** Failed sign-ins allowed in the window before further attempts are refused (sign-in-guard.ts). */
export const SIGN_IN_THROTTLE = {
  windowMinutes: 15,
  /** For one account from one address. */
  maxFailuresPerAccountAndAddress: 5,
  /** From one address, whatever the accounts. */
  maxFailuresPerAddress: 30,
  /** For one account from every address not known to it: a spread-out attack. */
  maxFailuresPerAccount: 100,
  /** From a browser that has signed in to the account before. */
  maxFailuresPerKnownDevice: 10,
} as const;

/**
 * Account mails (confirmation, password reset, sign-in code) one recipient, and one account, may be
 * sent, however many addresses ask (mail-limits.ts, docs/decisions/0056). Past them a mail is not sent.
 */
export const ACCOUNT_MAIL_KINDS = ['confirmation', 'password-reset', 'sign-in-code'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];
export const ACCOUNT_MAIL_LIMITS = {
  windowMinutes: 15,
  /** Mails of one kind in the window: the first and two more for one that is slow or lost. */
  perKindPerWindow: 3,
  /** Mails of all kinds in 24 hours. */
  perDay: 10,
  /** Sign-in code mails asked from one client address, whatever the accounts, in the window. */
  codesPerAddressPerWindow: 10,
} as const;

/** The one-time code that lets a new browser past the sign-in throttle (sign-in-codes.ts). */
export const SIGN_IN_CODE = {
  digits: 6,
  validMinutes: 10,
  /** Wrong tries before a code no longer works. */
  maxWrongTries: 5,
  windowMinutes: 15,
  /** Wrong codes for one account from anywhere, in the window. */
  maxWrongPerAccount: 10,
  /** Wrong codes from one address, whatever the accounts, in the window. */
  maxWrongPerAddress: 20,
} as const;

export const SignInCodeRequestSchema = z.object({ email: emailField });
export type SignInCodeRequestInput = z.infer<typeof SignInCodeRequestSchema>;

/** A code as people type it: spaces anywhere are dropped, then it must be the 6 digits. */
export const signInCodeField = z.string().check(
  z.maxLength(32, say('codeFormat')),
  z.overwrite((code) => code.replace(/\s/g, '')),
  z.regex(/^\d{6}$/, say('codeFormat')),
);

export const SignInCodeSchema = z.object({ email: emailField, code: signInCodeField });
export type SignInCodeInput = z.infer<typeof SignInCodeSchema>;
