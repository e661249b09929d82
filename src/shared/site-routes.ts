/**
 * The two other addresses the route map gives the booking page (docs/product/public-site.md §2
 * Route map): the server moves each for good (301) to /book/{id}, so a page has one address to
 * keep, cache, share.
 */
export const BOOKING_PAGE_ALIASES = [
  '/booking/:businessId?',
  '/public-booking/:businessId?',
] as const;

/**
 * The public pages the server renders to HTML (the browser then hydrates them); the owner area and
 * the client's own booking pages are rendered in the browser.
 */
export const SERVER_RENDERED_ROUTES = [
  '/',
  '/demo',
  '/terms',
  '/privacy',
  '/cookies',
  '/safety',
  '/auth',
  '/discover',
  '/book/:businessId?',
  // answered with a move to /book
  ...BOOKING_PAGE_ALIASES,
] as const;

/**
 * The owner area's old addresses, from before it lived under /app: the server moves each for good
 * (301, the query string kept, so ?action=new survives), as it does the booking page's aliases.
 */
export const OWNER_AREA_MOVES: Readonly<Record<string, string>> = {
  '/dashboard': '/app/dashboard',
  '/services': '/app/services',
  '/booking-management': '/app/bookings',
  '/clients': '/app/clients',
  '/staff': '/app/staff',
  '/settings': '/app/settings',
  '/invoices': '/app/invoices',
  '/subscription': '/app/subscription',
};

/**
 * Every path the web app shows a page for (src/web/routes.tsx, the public pages and the owner
 * area); the server answers any other path with the app's not-found page and HTTP 404. A test keeps
 * this list and the app's <Route> paths in step.
 *
 * Patterns: '/:name' is one non-empty segment, '/:name?' an optional last one, a trailing '/*' the
 * rest of the path (or nothing).
 */
export const SITE_ROUTES = [
  ...SERVER_RENDERED_ROUTES,
  '/auth/reset-password',
  '/b/:token',
  '/b/:token/review',
  '/w/:token',
  // old paths the server moves into the owner area: OWNER_AREA_MOVES's keys, written out so the
  // browser's build can leave this list out (a spread of Object.keys it must keep); a test checks
  '/dashboard',
  '/services',
  '/booking-management',
  '/clients',
  '/staff',
  '/settings',
  '/invoices',
  '/subscription',
  // the owner area
  '/app',
  '/app/dashboard',
  '/app/services',
  '/app/settings',
  '/app/bookings',
  '/app/waitlist',
  '/app/clients/:clientId?',
  '/app/staff',
  '/app/invoices/:invoiceId/print',
  '/app/invoices',
  '/app/reviews',
  '/app/discover',
  '/app/subscription',
  '/app/staff-attendance',
  '/app/staff-dashboard',
  '/app/admin',
] as const;

/** Whether a route pattern (syntax above) matches a path; a trailing slash is ignored. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  const wanted = pattern.split('/');
  const given = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  const optionalLast = wanted.at(-1)?.endsWith('?') ?? false;
  if (optionalLast && given.length === wanted.length - 1) {
    return matchesRoute(wanted.slice(0, -1).join('/') || '/', pathname);
  }
  return (
    wanted.length === given.length &&
    wanted.every((part, index) =>
      part.startsWith(':') ? given[index] !== '' : part === given[index],
    )
  );
}

/** Where an old owner-area address has moved, if it is one (a trailing slash is ignored). */
export function ownerAreaMove(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(OWNER_AREA_MOVES, path) ? OWNER_AREA_MOVES[path] : undefined;
}

/** Whether the server renders this path's page (a path with no page gets the not-found page). */
export function isServerRendered(pathname: string): boolean {
  return (
    SERVER_RENDERED_ROUTES.some((pattern) => matchesRoute(pattern, pathname)) ||
    (!isSiteRoute(pathname) && !matchesRoute('/app/*', pathname))
  );
}

/** Whether the web app has a page at this path (else the server answers 404). */
export function isSiteRoute(pathname: string): boolean {
  return SITE_ROUTES.some((pattern) => matchesRoute(pattern, pathname));
}
