import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_PAGE_ALIASES,
  isServerRendered,
  OWNER_AREA_MOVES,
  ownerAreaMove,
  isSiteRoute,
  matchesRoute,
  SERVER_RENDERED_ROUTES,
  SITE_ROUTES,
} from './site-routes';

const WEB = path.resolve(import.meta.dirname, '../web');

/** The <Route path="..."> literals of a file, joined to the path its routes are nested under. */
function routePaths(file: string, nestedUnder = ''): string[] {
  const source = fs.readFileSync(path.join(WEB, file), 'utf8');
  return [...source.matchAll(/<Route\s+(?:key=\{[^}]*\}\s+)?path="([^"]+)"/g)]
    .map((match) => match[1]!)
    .map((route) => (nestedUnder ? (route === '/' ? nestedUnder : nestedUnder + route) : route));
}

/** The app's own route table: every page path it renders, as its <Route>s name them. */
function appRoutes(): string[] {
  return [
    // the owner area's own table stands for its catch-all; '/:link' is a business's readable link,
    // on every path no page answers (shared/booking-link.test.ts)
    ...routePaths('routes.tsx').filter((route) => route !== '/app/*?' && route !== '/:link'),
    // the old addresses the server moves (301) before any page is rendered
    ...Object.keys(OWNER_AREA_MOVES),
    ...BOOKING_PAGE_ALIASES,
    ...routePaths('components/public-pages.tsx'),
    ...routePaths('features/owner/owner-area.tsx'),
    ...routePaths('features/clients/clients-page.tsx', '/app/clients'),
    ...routePaths('features/invoices/invoices-page.tsx', '/app/invoices'),
  ];
}

/** A concrete path a pattern matches: each parameter filled in. */
const example = (pattern: string) => pattern.replace(/:[a-zA-Z]+\??/g, 'x1');

describe('the site routes the server knows', () => {
  it('cover every page the web app routes to, and nothing it does not', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(isSiteRoute(example(route)), route).toBe(true);
    for (const pattern of SITE_ROUTES) {
      const covered = routes.some((route) => matchesRoute(route, example(pattern)));
      expect(covered, pattern).toBe(true);
    }
  });

  it('move each old owner-area address into /app, and nothing else', () => {
    expect(SITE_ROUTES.filter((route) => ownerAreaMove(route))).toEqual(
      Object.keys(OWNER_AREA_MOVES),
    );
    expect(ownerAreaMove('/dashboard')).toBe('/app/dashboard');
    expect(ownerAreaMove('/booking-management/')).toBe('/app/bookings');
    for (const pathname of ['/', '/app/dashboard', '/dashboard/x', '/toString', '/constructor'])
      expect(ownerAreaMove(pathname), pathname).toBeUndefined();
  });

  it('match parameters, an optional last segment and a trailing slash', () => {
    expect(isSiteRoute('/')).toBe(true);
    expect(isSiteRoute('/terms/')).toBe(true);
    expect(isSiteRoute('/book')).toBe(true);
    expect(isSiteRoute('/book/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60')).toBe(true);
    expect(isSiteRoute('/b/abc/review')).toBe(true);
    expect(isSiteRoute('/app/clients/abc')).toBe(true);
    expect(isSiteRoute('/app/invoices/abc/print')).toBe(true);
  });

  it('refuse what no page answers', () => {
    for (const pathname of [
      '/no-such-page',
      '/book/a/b',
      '/b',
      '/b//review',
      '/app/no-such-page',
      '/app/clients/a/b',
      '/terms/more',
      '/wp-login.php',
    ]) {
      expect(isSiteRoute(pathname), pathname).toBe(false);
    }
  });

  it('render on the server only public pages, and public paths no page answers', () => {
    for (const pattern of SERVER_RENDERED_ROUTES) expect(SITE_ROUTES).toContain(pattern);
    for (const pathname of [
      '/',
      '/terms',
      '/auth',
      '/discover',
      '/book/x',
      '/booking/x',
      '/nope',
    ]) {
      expect(isServerRendered(pathname), pathname).toBe(true);
    }
    for (const pathname of [
      '/app',
      '/app/dashboard',
      '/app/no-such-page',
      '/b/token',
      '/b/token/review',
      '/auth/reset-password',
      '/dashboard',
      '/services',
    ]) {
      expect(isServerRendered(pathname), pathname).toBe(false);
    }
  });
});
