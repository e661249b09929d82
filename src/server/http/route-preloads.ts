import fs from 'node:fs';
import path from 'node:path';
import { isBookingLinkPath } from '@shared/booking-link';
import { matchesRoute } from '@shared/site-routes';

interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * The app shell for a path with `<link rel="modulepreload">` for the chunks that path will load
 * (from the build's route-preloads.json), so on a slow network they come down alongside the entry
 * instead of after it. Without the file (a build without the report), the shell is served as is.
 */
export function shellWithPreloads(
  distDir: string,
  indexHtml: string,
): (pathname: string) => string {
  let routes: RoutePreload[] = [];
  try {
    routes = JSON.parse(
      fs.readFileSync(path.join(distDir, '.vite', 'route-preloads.json'), 'utf8'),
    ) as RoutePreload[];
  } catch {
    routes = [];
  }
  const cache = new Map<string, string>();
  return (pathname) => {
    // a business's readable link is the booking page (docs/decisions/0060): the same chunks
    const routePath = isBookingLinkPath(pathname) ? '/book/' : pathname;
    const route = routes.find((candidate) => matchesRoute(candidate.path, routePath));
    if (!route || !route.files.length) return indexHtml;
    let html = cache.get(route.path);
    if (!html) {
      const links = route.files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      html = indexHtml.replace('</head>', `${links}</head>`);
      cache.set(route.path, html);
    }
    return html;
  };
}
