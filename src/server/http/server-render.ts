import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@shared/i18n/locales';
import type { Logger } from '../logger';
import {
  STYLESHEET_LINK,
  STYLESHEET_PARTS,
  classesIn,
  criticalCss,
  type StylesheetParts,
} from './critical-css';

/** A value as the API would have sent it to the browser: dates as ISO strings. */
export const asSent = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

/** Data a page's loaders would otherwise ask for, by loader key (src/web/lib/initial-data.tsx). */
export type PageData = Record<string, unknown>;

/**
 * What a server-rendered page is made of: its loaders' data, made when the page is rendered, and
 * the kept answers (docs/decisions/0041) it is made from where it is made from nothing else. The
 * page is then kept as sent while each of them is still the one kept (docs/decisions/0051); none
 * at all for a page that reads no data. A page read afresh (Discover's list) names no `keptFrom`
 * and is rendered for every visit.
 */
export interface PageInput {
  data: () => PageData;
  keptFrom?: readonly object[];
  /** The path the page now lives at (a link its business gave up): a permanent redirect there. */
  movedTo?: string;
}

/** A page that reads no data (the landing and legal pages): the same every time. */
export const PAGE_WITHOUT_DATA: PageInput = { data: () => ({}), keptFrom: [] };

/** A page whose data could not be read: rendered without it (the browser asks), and not kept. */
export const NOTHING_READ: PageInput = { data: () => ({}) };

interface RenderRequest {
  path: string;
  search: string;
  data: PageData;
  locale: Locale;
  onError: (error: unknown) => void;
}
type RenderPage = (request: RenderRequest) => Promise<ReadableStream<Uint8Array>>;

/** Where the build puts the server's copy of the app (vite.config.ts, the SSR build). */
export const SERVER_ENTRY = path.join('.ssr', 'entry-server.js');

// elements React writes ahead of a page's markup that belong in the document's head
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// scripts inline on rendered pages (src/web/public): the saved theme before the first paint, and the
// app's scripts started after it
const THEME_SCRIPT = 'theme-init.js';
const THEME_TAG = `<script src="/${THEME_SCRIPT}"></script>`;
const AFTER_PAINT_SCRIPT = 'after-paint.js';
// the shell's module scripts: the entry last, ahead of it any chunk the build lists beside it (the
// bundler's helpers), which the entry imports
const MODULE_SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
// where a page's own rules from a stylesheet go, once the page is rendered
const PAGE_RULES = /<!--page-rules:([^>]+)-->/g;

function inlineScript(distDir: string, file: string): string | null {
  try {
    return fs.readFileSync(path.join(distDir, file), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy sources that allow the inline scripts of rendered pages (their
 * SHA-256), or none when the web app is not built.
 */
export function inlineScriptSources(distDir: string): string[] {
  return [THEME_SCRIPT, AFTER_PAINT_SCRIPT]
    .map((file) => inlineScript(distDir, file))
    .filter((script): script is string => script !== null)
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

function readStylesheetParts(distDir: string): StylesheetParts {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(distDir, STYLESHEET_PARTS), 'utf8'),
    ) as StylesheetParts;
  } catch {
    return {};
  }
}

/** The shell's module scripts, in order: the last is the entry. */
function moduleScripts(shell: string): string[] {
  return [...shell.matchAll(MODULE_SCRIPT_TAG)].map((match) => match[1] ?? '');
}

/**
 * The shell with every module script (the entry, the chunks listed beside it and its preloads)
 * taken out and listed for after-paint.js, which starts them once the page has painted, with the
 * stylesheets it loads first: nothing of the app's code is fetched before the page shows.
 */
function scriptsAfterPaint(
  shell: string,
  { afterPaint, styles }: { afterPaint: string; styles: string[] },
): string {
  const scripts = moduleScripts(shell);
  const entry = scripts.pop();
  const preload = [...scripts, ...[...shell.matchAll(PRELOAD_TAG)].map((match) => match[1])];
  const list = scriptJson({ entry, preload, styles });
  return shell
    .replace(MODULE_SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(
      '</body>',
      () =>
        `<script type="application/json" id="miadi-scripts">${list}</script>` +
        `<script>${afterPaint}</script></body>`,
    );
}

/** A page as sent, and whether every part of it rendered (a page with a failed part is not kept). */
export interface Rendered {
  html: string;
  isWhole: boolean;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders a public page into the app shell: the page's markup in #root (marked so the browser
 * hydrates it), its title in the head, the stylesheet inline (no request before the first paint),
 * and the data the page was rendered from. Answers null when the renderer is missing or the page's
 * frame fails to render: the caller then sends the plain shell and the browser renders the page.
 */
export function serverRenderer(distDir: string, logger: Logger, { loadNow = false } = {}) {
  let loaded: Promise<RenderPage | null> | undefined;
  const entryPath = path.join(distDir, SERVER_ENTRY);
  const load = () =>
    (loaded ??= import(pathToFileURL(entryPath).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
      (error: unknown) => {
        logger.warn({ err: error, entryPath }, 'public pages are rendered in the browser');
        return null;
      },
    ));
  // in the background: the first page waits for it only if it comes before it is done
  if (loadNow) void load();
  const stylesheets = new Map<string, string>();
  const stylesheetParts = readStylesheetParts(distDir);
  // one per route's shell (src/server/http/route-preloads.ts keeps a handful)
  const styledShells = new Map<string, string>();
  const theme = inlineScript(distDir, THEME_SCRIPT);
  const afterPaint = inlineScript(distDir, AFTER_PAINT_SCRIPT);
  const inlineWhole = (link: string, file: string) => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      try {
        css = fs.readFileSync(path.join(distDir, file), 'utf8');
      } catch {
        return link;
      }
      stylesheets.set(file, css);
    }
    return `<style>${css}</style>`;
  };
  // the theme script inline, and the rules the page shows: nothing to fetch before the page shows
  // but the page itself (and its font). after-paint.js then loads the whole stylesheet and the app's
  // scripts. Without that script, or without the stylesheet's parts, the whole stylesheet is inline.
  const pageShell = (shell: string) => {
    const themed =
      theme === null ? shell : shell.replace(THEME_TAG, () => `<script>${theme}</script>`);
    if (afterPaint === null || moduleScripts(themed).length === 0)
      return themed.replace(STYLESHEET_LINK, inlineWhole);
    const styles: string[] = [];
    const styled = themed.replace(STYLESHEET_LINK, (link, file: string) => {
      if (!stylesheetParts[file]) return inlineWhole(link, file);
      styles.push(`/${file}`);
      return `<!--page-rules:${file}-->`;
    });
    return scriptsAfterPaint(styled, { afterPaint, styles });
  };
  const pageRules = (html: string, markup: string) => {
    let classes: Set<string> | undefined;
    return html.replace(PAGE_RULES, (_mark, file: string) => {
      classes ??= classesIn(markup);
      return `<style>${criticalCss(stylesheetParts[file] ?? [], classes)}</style>`;
    });
  };

  return async (
    shell: string,
    request: { path: string; search: string; data: PageData; locale: Locale },
  ): Promise<Rendered | null> => {
    const renderPage = await load();
    if (!renderPage) return null;
    let isWhole = true;
    let markup: string;
    try {
      markup = await text(
        await renderPage({
          ...request,
          onError: (error) => {
            isWhole = false;
            logger.warn({ err: error, path: request.path }, 'part of a page left to the browser');
          },
        }),
      );
    } catch (error) {
      logger.error({ err: error, path: request.path }, 'page rendered in the browser instead');
      return null;
    }
    const head = HOISTED.exec(markup)?.[0] ?? '';
    const body = markup.slice(head.length);
    let html = styledShells.get(shell);
    if (html === undefined) {
      html = pageShell(shell);
      styledShells.set(shell, html);
    }
    if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
    // replaced by functions: user text may hold '$&' and the like, which a replacement string expands
    const sent = pageRules(html, markup)
      .replace('</head>', () => `${head}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-rendered="server">${body}</div>` +
          `<script type="application/json" id="miadi-data">${scriptJson(request.data)}</script>`,
      );
    return { html: sent, isWhole };
  };
}
