/**
 * The build's chunk graph (dist/web/.vite/chunks.json, written by vite.config.ts) and the app's
 * routes as the browser first loads them: read by bundle-report.ts, which sizes each route's first
 * load against its budget, and by compress-assets.ts, which spends its best compression on what
 * those budgets hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../src/shared/i18n/locales';

export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  facadeModule: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

export interface RouteSpec {
  /** A path pattern: ':name' matches one segment, a trailing '*' the rest. */
  path: string;
  /** The lazily loaded modules this route renders, outermost first. */
  pages: string[];
  isPublic: boolean;
  budgetKb?: number;
}

const PUBLIC_PAGES = 'components/public-pages.tsx';
const OWNER_AREA = 'features/owner/owner-area.tsx';
export const ROUTES: RouteSpec[] = [
  {
    path: '/',
    pages: [PUBLIC_PAGES, 'features/landing/landing-page.tsx'],
    isPublic: true,
    budgetKb: 100,
  },
  {
    path: '/book/*',
    pages: ['features/public-booking/public-booking-page.tsx'],
    isPublic: true,
    budgetKb: 80,
  },
  {
    path: '/b/:token/review',
    pages: ['features/reviews/review-page.tsx'],
    isPublic: true,
  },
  { path: '/b/:token', pages: ['features/client-link/client-link-page.tsx'], isPublic: true },
  { path: '/auth/reset-password', pages: ['features/auth/new-password-page.tsx'], isPublic: true },
  { path: '/auth', pages: ['features/auth/auth-page.tsx'], isPublic: true },
  { path: '/discover', pages: ['features/discover/discover-page.tsx'], isPublic: true },
  { path: '/demo', pages: [PUBLIC_PAGES, 'features/demo/demo-page.tsx'], isPublic: true },
  { path: '/safety', pages: [PUBLIC_PAGES, 'features/safety/safety-page.tsx'], isPublic: true },
  { path: '/terms', pages: [PUBLIC_PAGES, 'features/legal/terms-page.tsx'], isPublic: true },
  { path: '/privacy', pages: [PUBLIC_PAGES, 'features/legal/privacy-page.tsx'], isPublic: true },
  { path: '/cookies', pages: [PUBLIC_PAGES, 'features/legal/cookies-page.tsx'], isPublic: true },
  {
    path: '/app/settings',
    pages: [OWNER_AREA, 'features/settings/settings-page.tsx'],
    isPublic: false,
  },
  {
    path: '/app/services',
    pages: [OWNER_AREA, 'features/services/services-page.tsx'],
    isPublic: false,
  },
  {
    path: '/app/dashboard',
    pages: [OWNER_AREA, 'features/dashboard/dashboard-page.tsx'],
    isPublic: false,
  },
  { path: '/app/*', pages: [OWNER_AREA], isPublic: false },
];

export const WEB = 'src/web/';

/** A build's chunks, and the files each route's first load fetches. */
export function chunkGraph(distDir: string) {
  const chunks = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'chunks.json'), 'utf8'),
  ) as ChunkInfo[];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

  /** A chunk and every chunk it imports statically: what the browser must fetch before running it. */
  function staticClosure(file: string, into = new Set<string>()): Set<string> {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, into);
    return into;
  }

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the build');
  // an entry whose modules all went to a shared chunk is left empty, and not written: the page
  // loads that chunk directly
  const isWritten = (file: string) => fs.existsSync(path.join(distDir, file));
  const entryFiles = new Set([...staticClosure(entry.file)].filter(isWritten));

  /**
   * The catalogues in `locale` that a first load's files ask for as they run (docs/decisions/0071):
   * each catalogue file is a chunk of its own, loaded by its module's import() before the page
   * paints, so it is part of the first load in that language.
   */
  function cataloguesOf(files: Set<string>, locale: string): Set<string> {
    const found = new Set<string>();
    for (const file of files)
      for (const imported of byFile.get(file)?.dynamicImports ?? []) {
        const chunk = byFile.get(imported);
        if (chunk?.modules.some((id) => id.endsWith(`.${locale}.json`)) && !files.has(imported))
          staticClosure(imported, found);
      }
    for (const file of files) found.delete(file);
    return found;
  }

  /**
   * The route's page chunks (undefined where a page has none), its first load's code, and the
   * catalogue chunks that first load fetches in each language.
   */
  function firstLoad(route: RouteSpec) {
    const pageChunks = route.pages.map((page) =>
      chunks.find((chunk) => chunk.facadeModule === WEB + page),
    );
    const files = new Set(entryFiles);
    for (const chunk of pageChunks) if (chunk) staticClosure(chunk.file, files);
    const catalogues = Object.fromEntries(
      LOCALES.map((locale) => [locale, [...cataloguesOf(files, locale)]]),
    ) as Record<Locale, string[]>;
    return { pageChunks, files, catalogues };
  }

  return { chunks, byFile, entryFiles, firstLoad };
}

/** Every file the first load of a route with a budget fetches (paths relative to the build's folder). */
export function budgetedFirstLoadFiles(distDir: string): Set<string> {
  const graph = chunkGraph(distDir);
  const files = new Set<string>();
  for (const route of ROUTES.filter((spec) => spec.budgetKb !== undefined)) {
    const { files: code, catalogues } = graph.firstLoad(route);
    for (const file of [...code, ...Object.values(catalogues).flat()]) files.add(file);
  }
  return files;
}
