import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { shellWithPreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// the service worker and what it is checked against: a new release must be seen on the next visit
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'push-handler.js']);

/**
 * Serves the built web app: hashed assets cached for a year (and sent pre-compressed when the browser
 * accepts it), and index.html for every other path so client routes load on a direct visit.
 */
export function staticSite(distDir: string) {
  const app = new Hono();
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

  app.get('*', (c) => {
    if (shellFor === undefined) {
      if (!fs.existsSync(indexPath)) {
        return c.text('The web app has not been built yet: run `npm run build`.', 503);
      }
      shellFor = shellWithPreloads(distDir, fs.readFileSync(indexPath, 'utf8'));
    }
    // the shell must be revalidated so a new release is picked up at once
    c.header('Cache-Control', 'no-cache');
    return c.html(shellFor(c.req.path));
  });
  return app;
}
