/**
 * Prints the gzipped JavaScript each route downloads on first load, and fails when a public route
 * carries owner-area code, any route loads the map up front, or a route goes over its budget. It also
 * writes dist/web/.vite/route-preloads.json: for each route, the chunks its first load needs, which
 * the server announces in the HTML (modulepreload) so they download in parallel, not one after another.
 * Run after `vite build` and compress-assets.ts (npm run build does both).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ChunkInfo {
  file: string;
  isEntry: boolean;
  facadeModule: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

interface RouteSpec {
  /** A path pattern: ':name' matches one segment, a trailing '*' the rest. */
  path: string;
  /** The lazily loaded modules this route renders, outermost first. */
  pages: string[];
  isPublic: boolean;
  budgetKb?: number;
}

const PUBLIC_PAGES = 'components/public-pages.tsx';
const OWNER_AREA = 'features/owner/owner-area.tsx';
const ROUTES: RouteSpec[] = [
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

const WEB = 'src/web/';
// code that must never reach a public page's first load
const OWNER_CODE = /^src\/web\/features\/owner\//;
const MAP_CODE = /node_modules\/(leaflet|react-leaflet|supercluster)\//;

const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web');
const chunks = JSON.parse(
  fs.readFileSync(path.join(distDir, '.vite', 'chunks.json'), 'utf8'),
) as ChunkInfo[];
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
/**
 * The bytes a browser asking for gzip is sent for a file: its compressed copy (compress-assets.ts
 * writes one wherever it is smaller), or the file itself.
 */
function gzippedSize(file: string): number {
  const full = path.join(distDir, file);
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : fs.statSync(full).size;
}

/** A chunk and every chunk it imports statically: what the browser must fetch before running it. */
function staticClosure(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, into);
  return into;
}

const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk in the build');
const entryFiles = staticClosure(entry.file);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const problems: string[] = [];
const rows: string[] = [];
const preloads: { path: string; files: string[] }[] = [];

for (const route of ROUTES) {
  const pageChunks = route.pages.map((page) =>
    chunks.find((chunk) => chunk.facadeModule === WEB + page),
  );
  const missing = route.pages.filter((_, i) => !pageChunks[i]);
  if (missing.length) {
    // a page still to be built is only reported; a public page that lost its own chunk fails
    if (route.isPublic)
      problems.push(
        `${route.path}: no chunk of its own for ${missing.join(', ')} (is it lazy-loaded?)`,
      );
    continue;
  }
  const files = new Set(entryFiles);
  for (const chunk of pageChunks) if (chunk) staticClosure(chunk.file, files);
  const total = [...files].reduce((sum, file) => sum + gzippedSize(file), 0);
  const modules = [...files].flatMap((file) => byFile.get(file)?.modules ?? []);
  rows.push(`${route.path.padEnd(20)} ${kb(total).padStart(7)} KB  ${files.size} files`);
  preloads.push({ path: route.path, files: [...files].filter((file) => !entryFiles.has(file)) });

  // the map loads only when a map is shown, on public and owner pages alike
  const leaked = modules.filter(
    (id) => MAP_CODE.test(id) || (route.isPublic && OWNER_CODE.test(id)),
  );
  if (leaked.length) {
    problems.push(
      `${route.path}: first load includes ${route.isPublic ? 'owner-area or ' : ''}map code: ${leaked.slice(0, 3).join(', ')}`,
    );
  }
  if (route.budgetKb && total > route.budgetKb * 1024) {
    problems.push(
      `${route.path}: ${kb(total)} KB of gzipped JS is over its ${route.budgetKb} KB budget`,
    );
  }
}

fs.writeFileSync(
  path.join(distDir, '.vite', 'route-preloads.json'),
  JSON.stringify(preloads, null, 1),
);
console.log('First-load JavaScript per route (gzipped):');
console.log(rows.map((row) => `  ${row}`).join('\n'));
if (problems.length) {
  console.error(`\nBundle check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Public routes carry no owner-area code; no route loads the map up front.');
