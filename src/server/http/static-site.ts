import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { isBookingLinkPath } from '@shared/booking-link';
import { pageStatus } from '@shared/page-refusal';
import { isServerRendered, isSiteRoute, ownerAreaMove } from '@shared/site-routes';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import { currentLocale } from '@shared/i18n/current-locale';
import { installableAppText } from '../messages/installable-app';
import type { Logger } from '../logger';
import { shellWithPreloads } from './route-preloads';
import { keptPages, sentPage, type SentPage } from './kept-pages';
import { PAGE_WITHOUT_DATA, serverRenderer, type PageInput } from './server-render';

export interface SiteOptions {
  distDir: string;
  logger: Logger;
  /** What a server-rendered page is made of, read before rendering (nothing by default). */
  pageData?: (pathname: string, search: string) => Promise<PageInput>;
  /** Load the page renderer now rather than on the first page (production: no slow first visitor). */
  loadRendererNow?: boolean;
  /** The site's public address, for the addresses of a page's other language. */
  publicUrl?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// rendered public pages kept as sent (docs/decisions/0051): a booking page is 50-60 KB of HTML
// and 12-15 KB compressed, so about 400 of them with both copies
const KEPT_PAGES = { maxPages: 1000, maxBytes: 32 * 1024 * 1024 };
// the service worker and what it is checked against: a new release must be seen on the next visit
// (the manifest, which is written for each language, is sent the same way)
const REVALIDATED = new Set(['sw.js', 'push-handler.js']);
// the manifest is in the device's chosen language (its cookie) or the one the browser asks for
const MANIFEST_VARY = 'Accept-Language, Cookie';

/**
 * The shell in a language: the page reads it there (src/shared/i18n/translate.ts), as does a reader,
 * and its title and description, which a page the server does not render shows until the app
 * draws its own (the owner area, and the installed app opened without a connection), say it too.
 */
function inLanguage(shell: string, locale: Locale): string {
  return shell
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeText(installableAppText('shell.title'))}</title>`,
    )
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_all, start: string, end: string) =>
        `${start}${escapeAttribute(installableAppText('shell.description'))}${end}`,
    );
}

/**
 * The installed app's manifest in the language of whoever installs it: the built one (written by
 * the build from vite.config.ts), with its words from the catalogue and its language named.
 */
function manifestIn(built: Record<string, unknown>, locale: Locale): string {
  return JSON.stringify({
    ...built,
    lang: locale,
    dir: 'ltr',
    description: installableAppText('manifest.description'),
  });
}

/**
 * The page's address in each language (`?lang=`), for search engines: one page, two languages,
 * and the plain address for a visitor whose language is neither.
 */
function languageAlternates(publicUrl: string, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('lang');
  const at = (locale: Locale | null) => {
    const params = new URLSearchParams(query);
    if (locale) params.set('lang', locale);
    const text = params.toString();
    return escapeAttribute(`${publicUrl}${pathname}${text ? `?${text}` : ''}`);
  };
  return (
    LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${at(l)}">`).join('') +
    `<link rel="alternate" hreflang="x-default" href="${at(null)}">`
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * Serves the built web app: hashed assets cached for a year (and sent pre-compressed when the browser
 * accepts it), and the app for every other path so client routes load on a direct visit: the public
 * pages rendered to HTML on the server, the rest as the shell the browser renders; 200 where the app
 * has a page, 404 where it shows its not-found page.
 */
export function staticSite({
  distDir,
  logger,
  pageData = () => Promise.resolve(PAGE_WITHOUT_DATA),
  loadRendererNow = false,
  publicUrl = '',
}: SiteOptions) {
  const app = new Hono();
  const render = serverRenderer(distDir, logger, { loadNow: loadRendererNow });
  const indexPath = path.join(distDir, 'index.html');
  const root = path.relative(process.cwd(), distDir) || '.';
  let shellOfPath: ((pathname: string, locale: Locale) => string) | undefined;
  const pages = keptPages(KEPT_PAGES);
  // the shell as sent, one per route's preloads (a handful): compressed once each
  const shells = new Map<string, SentPage>();
  const shellPage = (shell: string, status: number, locale: Locale): SentPage => {
    const key = `${status}${shell}`;
    let page = shells.get(key);
    if (page === undefined) {
      page = sentPage(shell, status, locale);
      shells.set(key, page);
    }
    return page;
  };

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
  // the manifest in the request's language (its name, Miadi, is the same in both)
  let builtManifest: Record<string, unknown> | undefined;
  app.get('/manifest.webmanifest', etag({ weak: true }), (c) => {
    const file = path.join(distDir, 'manifest.webmanifest');
    if (builtManifest === undefined) {
      if (!fs.existsSync(file)) return c.text('Not found', 404);
      builtManifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    }
    const locale = currentLocale();
    c.header('Content-Type', 'application/manifest+json; charset=UTF-8');
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', MANIFEST_VARY);
    c.header('Content-Language', locale);
    return c.body(manifestIn(builtManifest, locale));
  });
  const readShell = () => {
    if (shellOfPath === undefined && fs.existsSync(indexPath))
      shellOfPath = shellWithPreloads(distDir, fs.readFileSync(indexPath, 'utf8'));
    return shellOfPath;
  };
  // the shell the installed app keeps for opening without a connection (vite.config.ts), in the
  // language of the device that keeps it
  app.get('/index.html', etag({ weak: true }), (c) => {
    const shellFor = readShell();
    if (shellFor === undefined) return c.text('Not found', 404);
    const locale = currentLocale();
    return pages.send(
      c,
      shellPage(inLanguage(shellFor('/index.html', locale), locale), 200, locale),
    );
  });
  // top-level files such as favicon.svg, robots.txt and sw.js
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

  // pages are sent compressed (the assets are compressed ahead, at build time), each with its ETag
  // (sendPage), which a browser's If-None-Match is compared with: 304 and no body for the same page
  app.get('*', etag({ weak: true }), async (c) => {
    const shellFor = readShell();
    if (shellFor === undefined) {
      return c.text('The web app has not been built yet: run `npm run build`.', 503);
    }
    const pathname = c.req.path;
    const search = new URL(c.req.url).search.replace(/^\?/, '');
    // an address that moved for good keeps its query string
    const moveTo = (target: string) => c.redirect(`${target}${search ? `?${search}` : ''}`, 301);
    const moved = ownerAreaMove(pathname);
    if (moved) return moveTo(moved);
    const locale = currentLocale();
    const shell = inLanguage(shellFor(pathname, locale), locale);
    // a path no page answers still gets the app, which shows its not-found page, but as a 404; a
    // business's link is a page until its data says no business has it (docs/decisions/0060)
    const status = isSiteRoute(pathname) || isBookingLinkPath(pathname) ? 200 : 404;
    if (!isServerRendered(pathname)) return pages.send(c, shellPage(shell, status, locale));
    // a page is kept in each language it was asked for
    const key = `${locale} ${pathname}?${search}`;
    const input = await pageData(pathname, search);
    if (input.movedTo) return moveTo(input.movedTo);
    const kept = input.keptFrom && pages.read(key, input.keptFrom);
    if (kept) return pages.send(c, kept);
    const data = input.data();
    const rendered = await render(shell, { path: pathname, search, data, locale });
    // a page whose data the server found refused (a booking link to no business) answers as it did
    const sentStatus = status === 200 ? pageStatus(data) : status;
    if (!rendered) return pages.send(c, shellPage(shell, sentStatus, locale));
    // a public page tells search engines where it is in the other language
    const alternates = languageAlternates(publicUrl, pathname, search);
    const html = rendered.html.replace('</head>', () => `${alternates}</head>`);
    const page = sentPage(html, sentStatus, locale);
    // not a 404: addresses nobody links to must not push out the pages visitors open
    const keptFrom = rendered.isWhole && sentStatus === 200 ? input.keptFrom : undefined;
    return pages.send(c, keptFrom ? pages.keep(key, keptFrom, page) : page);
  });
  return app;
}
