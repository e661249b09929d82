import { SITE_ROUTES } from './site-routes';

/**
 * A business's readable booking link, `$PUBLIC_URL/<slug>` (docs/decisions/0060): the address an
 * owner puts in an Instagram bio. Stored in `businesses.subdomain`, whose rule it keeps: lower-case
 * a-z, 0-9 and single hyphens inside, at most 20 characters; one the owner chooses has at least 3.
 * No zod here: the app's router reads this module on every page.
 */
export const BOOKING_LINK_MIN_LENGTH = 3;
export const BOOKING_LINK_MAX_LENGTH = 20;
export const BOOKING_LINK_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The server's own first path segments, besides the web app's pages: the API, the built files,
 * uploads and the test checkout. A test reads the server's route table to keep this complete.
 */
export const SERVER_PATHS = ['api', 'assets', 'icons', 'uploads', 'pay'] as const;

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
  ...SITE_ROUTES.map((route) => route.split('/')[1] ?? '').filter(
    (segment) => segment && !segment.startsWith(':'),
  ),
  ...SERVER_PATHS,
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

/** Whether a string has a link's shape (case aside): what the server looks up at all. */
export function hasBookingLinkShape(value: string): boolean {
  return value.length <= BOOKING_LINK_MAX_LENGTH && BOOKING_LINK_SHAPE.test(value.toLowerCase());
}

/** Whether a path's only segment could be a business's link (not a page of the site's own). */
export function isBookingLinkPath(pathname: string): boolean {
  const match = /^\/([^/]+)$/.exec(pathname);
  const segment = match?.[1];
  return (
    segment !== undefined &&
    hasBookingLinkShape(segment) &&
    !RESERVED_BOOKING_LINKS.has(segment.toLowerCase())
  );
}

/** The full address, as shared: `https://miadi.co.ke/amani-beauty-spa`. */
export function businessPageUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${slug}`;
}
