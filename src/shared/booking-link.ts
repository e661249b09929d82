import { SITE_ROUTES } from './site-routes';

/**
 * A business's readable booking link, `$PUBLIC_URL/<slug>` (docs/decisions/0060): the address an
 * owner puts in an Instagram bio. Stored in `businesses.subdomain`, whose rule it keeps: lower-case
 * a-z, 0-9 and single hyphens inside, at most 20 characters; one the owner chooses has at least 3.
 * Light on purpose: the app's router reads this module on every page (the owner's rule, with its
 * words kept back and its messages, is booking-link-rule.ts).
 */
export const BOOKING_LINK_MIN_LENGTH = 3;
export const BOOKING_LINK_MAX_LENGTH = 20;
export const BOOKING_LINK_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The server's own first path segments, besides the web app's pages: the API, the built files,
 * uploads, the test checkout, the test chat and USSD pages, and the API reference. A test reads
 * the server's route table to keep this complete.
 */
export const SERVER_PATHS = [
  'api',
  'assets',
  'icons',
  'uploads',
  'pay',
  'test',
  'developers',
] as const;

let sitePaths: Set<string> | undefined;

/** The first path segments the web app's pages and the server's own paths take. */
export function sitePathSegments(): ReadonlySet<string> {
  sitePaths ??= new Set([
    ...SITE_ROUTES.map((route) => route.split('/')[1] ?? '').filter(
      (segment) => segment && !segment.startsWith(':'),
    ),
    ...SERVER_PATHS,
  ]);
  return sitePaths;
}

/** Whether a string has a link's shape (case aside): what the server looks up at all. */
export function hasBookingLinkShape(value: string): boolean {
  return value.length <= BOOKING_LINK_MAX_LENGTH && BOOKING_LINK_SHAPE.test(value.toLowerCase());
}

/**
 * Whether a path's only segment could be a business's link (not a page of the site's own). A word
 * kept back passes here: no business can have it, so it is looked up and not found.
 */
export function isBookingLinkPath(pathname: string): boolean {
  const match = /^\/([^/]+)$/.exec(pathname);
  const segment = match?.[1];
  return (
    segment !== undefined &&
    hasBookingLinkShape(segment) &&
    !sitePathSegments().has(segment.toLowerCase())
  );
}

/**
 * The site's pages a one-segment path reaches in the browser's router past its other routes: the
 * content pages of components/public-pages.tsx (a test keeps this in step). The router needs no
 * more to tell them from a business's link, and the full list of the site's paths stays off every
 * page's first load.
 */
const CONTENT_PAGES = ['demo', 'terms', 'privacy', 'cookies', 'safety'];

/**
 * Whether the browser's router shows the booking page for a one-segment path it has no other
 * route for. Where the server renders no link page (a path it keeps, such as /b), the page finds no
 * business and shows the site's not-found page, as the server's 404 does.
 */
export function opensBookingPage(segment: string): boolean {
  return hasBookingLinkShape(segment) && !CONTENT_PAGES.includes(segment.toLowerCase());
}

/** The full address, as shared: `https://miadi.co.ke/amani-beauty-spa`. */
export function businessPageUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${slug}`;
}
