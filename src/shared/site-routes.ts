/**
 * The public pages the server renders to HTML (the browser then hydrates them); the owner area, the
 * client's own booking pages and the old redirecting paths are rendered in the browser.
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
  // the booking page's other two addresses: the server answers them with a 301 to /book
  '/booking/:businessId?',
  '/public-booking/:businessId?',
] as const;

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
  // old paths that redirect into the owner area
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
