import * as z from 'zod/mini';
import {
  BOOKING_LINK_MAX_LENGTH,
  BOOKING_LINK_MIN_LENGTH,
  BOOKING_LINK_SHAPE,
  sitePathSegments,
} from './booking-link';

/** Words kept back for pages the site may grow and for names that would mislead a visitor. */
const KEPT_BACK = [
  'admin',
  'pricing',
  'legal',
  'sign-in',
  'sign-up',
  'signin',
  'signup',
  'login',
  'logout',
  'register',
  'account',
  'help',
  'support',
  'about',
  'contact',
  'blog',
  'static',
  'www',
  'mail',
  'miadi',
  'settings',
  'search',
  'owner',
  'business',
];

/** Every first path segment the web app or the server answers itself, and the kept-back words. */
export const RESERVED_BOOKING_LINKS: ReadonlySet<string> = new Set([
  ...sitePathSegments(),
  ...KEPT_BACK,
]);

export const BOOKING_LINK_MESSAGES = {
  shape: 'Use lower-case letters, numbers and single hyphens, like amani-beauty-spa',
  length: `Use ${BOOKING_LINK_MIN_LENGTH} to ${BOOKING_LINK_MAX_LENGTH} characters`,
  reserved: (slug: string) => `"${slug}" is used by Miadi itself. Please choose another link.`,
  taken: (slug: string) => `"${slug}" is already taken. Please choose another link.`,
  available: (slug: string) => `"${slug}" is available.`,
  current: 'This is your link now.',
} as const;

/** The link an owner asks for: trimmed and lower-cased, then held to the rule. */
export const BookingLinkSchema = z.object({
  slug: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(BOOKING_LINK_MIN_LENGTH, BOOKING_LINK_MESSAGES.length),
    z.maxLength(BOOKING_LINK_MAX_LENGTH, BOOKING_LINK_MESSAGES.length),
    z.regex(BOOKING_LINK_SHAPE, BOOKING_LINK_MESSAGES.shape),
    z.refine((slug) => !RESERVED_BOOKING_LINKS.has(slug), {
      error: (issue) => BOOKING_LINK_MESSAGES.reserved(String(issue.input)),
    }),
  ),
});
export type BookingLinkInput = z.infer<typeof BookingLinkSchema>;
