import * as z from 'zod/mini';
import {
  BOOKING_LINK_MAX_LENGTH,
  BOOKING_LINK_MIN_LENGTH,
  BOOKING_LINK_SHAPE,
  sitePathSegments,
} from './booking-link';
import { businessRulesText } from './messages/business-rules';

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

/** What the link check says, read from the catalogue when it is said (docs/decisions/0071). */
export const BOOKING_LINK_MESSAGES = {
  get shape() {
    return businessRulesText('link.shape');
  },
  get length() {
    return businessRulesText('link.length', {
      min: BOOKING_LINK_MIN_LENGTH,
      max: BOOKING_LINK_MAX_LENGTH,
    });
  },
  reserved: (slug: string) => businessRulesText('link.reserved', { slug }),
  taken: (slug: string) => businessRulesText('link.taken', { slug }),
  available: (slug: string) => businessRulesText('link.available', { slug }),
  get current() {
    return businessRulesText('link.current');
  },
};

/** The link an owner asks for: trimmed and lower-cased, then held to the rule. */
export const BookingLinkSchema = z.object({
  slug: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(BOOKING_LINK_MIN_LENGTH, { error: () => BOOKING_LINK_MESSAGES.length }),
    z.maxLength(BOOKING_LINK_MAX_LENGTH, { error: () => BOOKING_LINK_MESSAGES.length }),
    z.regex(BOOKING_LINK_SHAPE, { error: () => BOOKING_LINK_MESSAGES.shape }),
    z.refine((slug) => !RESERVED_BOOKING_LINKS.has(slug), {
      error: (issue) => BOOKING_LINK_MESSAGES.reserved(String(issue.input)),
    }),
  ),
});
export type BookingLinkInput = z.infer<typeof BookingLinkSchema>;
