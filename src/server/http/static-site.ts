import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { pageStatus } from '@shared/page-refusal';
import { isServerRendered, isSiteRoute } from '@shared/site-routes';
import type { Logger } from '../logger';
import { shellWithPreloads } from './route-preloads';
import { serverRenderer, type PageData } from './server-render';

export interface SiteOptions {
  distDir: string;
  logger: Logger;
  /** What a server-rendered page's loaders need, read before rendering (nothing by default). */
  pageData?: (pathname: string, search: string) => Promise<PageData>;
  /** Load the page renderer now rather than on the first page (production: no slow first visitor). */
  loadRendererNow?: boolean;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// the service worker and what it is checked against: a new release must be seen on the next visit
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'push-handler.js']);

/**
 * Serves the built web app: hashed assets cached for a year (and sent pre-compressed when the browser
 * accepts it), and the app for every other path so client routes load on a direct visit: the public
 * pages rendered to HTML on the server, the rest as the shell the browser renders; 200 where the app
 * has a page, 404 where it shows its not-found page.
 */
export function staticSite({
  distDir,
  logger,
  pageData = () => Promise.resolve({}),
  loadRendererNow = false,
}: SiteOptions) {
  const app = new Hono();
  const render = serverRenderer(distDir, logger, { loadNow: loadRendererNow });
  const indexPath = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';
  let shellFor: ((pathname: string) => string) | undefined;

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // the installed app's icons
  app.use('/icons/*', serveStatic({ root }));
  app.get('/icons/*', (c) => c.text('Not found', 404));
  // top-level files such as favicon.svg, robots.txt, sw.js and manifest.webmanifest
  app.use(
    '/:file{[^/]+\\.[a-z0-9]+}',
    serveStatic({
      root,
      precompressed: true,
      onFound: (filePath, c) => {
        if (REVALIDATED.has(path.basename(filePath).replace(/\.(gz|br)$/, '')))
          c.header('Cache-Control', 'no-cache');
      },
    }),
  );

  // pages are sent compressed (the assets are compressed ahead, at build time)
  app.get('*', compress(), async (c) => {
    if (shellFor === undefined) {
      if (!fs.existsSync(indexPath)) {
        return c.text('The web app has not been built yet: run `npm run build`.', 503);
      }
      shellFor = shellWithPreloads(distDir, fs.readFileSync(indexPath, 'utf8'));
    }
    const pathname = c.req.path;
    const shell = shellFor(pathname);
    // the page must be revalidated so a new release (or new data) is picked up at once
    c.header('Cache-Control', 'no-cache');
    // a path no page answers still gets the app, which shows its not-found page, but as a 404
    const status = isSiteRoute(pathname) ? 200 : 404;
    if (!isServerRendered(pathname)) return c.html(shell, status);
    const search = new URL(c.req.url).search.replace(/^\?/, '');
    const data = await pageData(pathname, search);
    const rendered = await render(shell, { path: pathname, search, data });
    // a page whose data the server found refused (a booking link to no business) answers as it did
    return c.html(rendered ?? shell, status === 200 ? pageStatus(data) : status);
  });
  return app;
}
