import fs from 'node:fs';
import path from 'node:path';
import { isBookingLinkPath } from '@shared/booking-link';
import type { Locale } from '@shared/i18n/locales';
import { matchesRoute } from '@shared/site-routes';

interface RoutePreload {
  path: string;
  files: string[];
  /** The catalogue chunks the first load waits for, by language (docs/decisions/0071). */
  catalogues?: Partial<Record<Locale, string[]>>;
}

/**
 * The app shell for a path with `<link rel="modulepreload">` for the chunks that path will load
 * (from the build's route-preloads.json), so on a slow network they come down alongside the entry
 * instead of after it, with the words of the page's language, which its code asks for as it starts.
 * Without the file (a build without the report), the shell is served as is.
 */
export function shellWithPreloads(
  distDir: string,
  indexHtml: string,
): (pathname: string, locale: Locale) => string {
  let routes: RoutePreload[] = [];
  try {
    routes = JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'route-preloads.json'), 'utf8'),
    ) as RoutePreload[];
  } catch {
    routes = [];
  }
  const cache = new Map<string, string>();
  return (pathname, locale) => {
    // a business's readable link is the booking page (docs/decisions/0060): the same chunks
    const routePath = isBookingLinkPath(pathname) ? '/book/' : pathname;
    const route = routes.find((candidate) => matchesRoute(candidate.path, routePath));
    const files = [...(route?.files ?? []), ...(route?.catalogues?.[locale] ?? [])];
    if (!route || !files.length) return indexHtml;
    const key = `${locale} ${route.path}`;
    let html = cache.get(key);
    if (!html) {
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      html = indexHtml.replace('</head>', `${links}</head>`);
      cache.set(key, html);
    }
    return html;
  };
}
