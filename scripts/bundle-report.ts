/**
 * Prints the gzipped JavaScript each route downloads on first load, and fails when a public route
 * carries owner-area code, any route loads the map up front, or a route goes over its budget. It also
 * writes dist/web/.vite/route-preloads.json: for each route, the chunks its first load needs, which
 * the server announces in the HTML (modulepreload) so they download in parallel, not one after another.
 * Run after `vite build` and compress-assets.ts (npm run build does both).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chunkGraph, ROUTES } from './route-chunks';

// code that must never reach a public page's first load
const OWNER_CODE = /^src\/web\/features\/owner\//;
const MAP_CODE = /node_modules\/(leaflet|react-leaflet|supercluster)\//;

const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web');
const { byFile, entryFiles, firstLoad } = chunkGraph(distDir);
/**
 * The bytes a browser asking for gzip is sent for a file: its compressed copy (compress-assets.ts
 * writes one wherever it is smaller), or the file itself.
 */
function gzippedSize(file: string): number {
  const full = path.join(distDir, file);
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : fs.statSync(full).size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const problems: string[] = [];
const rows: string[] = [];
const preloads: { path: string; files: string[]; catalogues: Record<string, string[]> }[] = [];

for (const route of ROUTES) {
  const { pageChunks, files, catalogues } = firstLoad(route);
  const missing = route.pages.filter((_, i) => !pageChunks[i]);
  if (missing.length) {
    // a page still to be built is only reported; a public page that lost its own chunk fails
    if (route.isPublic)
      problems.push(
        `${route.path}: no chunk of its own for ${missing.join(', ')} (is it lazy-loaded?)`,
      );
    continue;
  }
  // the code, and the words it waits for in the language that weighs more (docs/decisions/0071)
  const sum = (list: Iterable<string>) =>
    [...list].reduce((all, file) => all + gzippedSize(file), 0);
  const words = Object.entries(catalogues).map(([locale, list]) => ({
    locale,
    list,
    bytes: sum(list),
  }));
  const heaviest = words.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const total = sum(files) + heaviest.bytes;
  const modules = [...files].flatMap((file) => byFile.get(file)?.modules ?? []);
  rows.push(
    `${route.path.padEnd(20)} ${kb(total).padStart(7)} KB  ${files.size + heaviest.list.length} files, ${words.map((w) => `${w.locale} words ${w.bytes} B`).join(', ')}`,
  );
  preloads.push({
    path: route.path,
    files: [...files].filter((file) => !entryFiles.has(file)),
    catalogues,
  });

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
