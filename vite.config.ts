import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogues } from './scripts/catalogues-plugin.ts';

const root = import.meta.dirname;
const src = (dir: string) => path.resolve(root, 'src', dir);
// the server's WEB_DIST_DIR, so a second build (another test run's) can go elsewhere
const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');

/**
 * Writes dist/web/.vite/chunks.json: each JS chunk with the source modules inside it and what it
 * imports. scripts/bundle-report.ts reads it to size every route's first load and to prove that the
 * public pages carry no owner-area code.
 */
function chunkGraph(): Plugin {
  return {
    name: 'miadi-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          facadeModule: chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId) : null,
          modules: chunk.moduleIds.map((id) => path.relative(root, id.replace(/\0/g, ''))),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        }));
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(outDir, '.vite', 'chunks.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

/** Small modules the public pages share with the booking page, kept with every page's first load. */
const PUBLIC_COMMON =
  /(node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](calendar-check|map-pin|message-circle|phone|refresh-cw|star)\.mjs|src[\\/](shared[\\/](money|uuid|i18n[\\/](loading|locales|current-locale))|web[\\/](components[\\/](logo|language-switch)|lib[\\/]api-error))\.tsx?|vite[\\/]preload-helper\.js|rolldown[\\/]runtime\.js)$/;
const ENTRY = path.resolve(root, 'src/web/main.tsx');
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
let entryImports: Set<string> | undefined;
/**
 * The entry and the modules it imports, directly or through others: what runs on every page before
 * anything else (one build's worth, worked out on the first question).
 */
function firstRun(ctx: {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}) {
  if (entryImports) return entryImports;
  const found = new Set<string>();
  const visit = (id: string) => {
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? [])
      // the icon library's index names every icon; those a page draws are picked above
      if (!found.has(imported) && !ICONS.test(imported)) {
        found.add(imported);
        visit(imported);
      }
  };
  visit(ENTRY);
  found.add(ENTRY);
  entryImports = found;
  return found;
}

/**
 * The installable app (docs/decisions/0032): a manifest, and a service worker that precaches the
 * built app so /app opens without a connection. Nothing is registered here (injectRegister: false):
 * the owner area registers it, so the public pages load nothing more.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Miadi',
      short_name: 'Miadi',
      description: 'Bookings, payments and your front desk, on your phone.',
      theme_color: '#0b5d45',
      background_color: '#ffffff',
      start_url: '/app/dashboard',
      scope: '/',
      display: 'standalone',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['push-handler.js', 'after-paint.js'],
      // the owner area opens offline; other pages (and /api, /uploads, /pay) always go to the network
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/app(\/|$)/],
      navigateFallbackDenylist: [/^\/(api|uploads|pay)(\/|$)/],
      // no runtime caching at all: API answers are never served from a cache as if fresh
      runtimeCaching: [],
      importScripts: ['/push-handler.js'],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

/**
 * Every lucide icon module made by src/web/components/ui/lucide-icon.ts instead of lucide's own
 * factory, which brings a context provider and helpers the app does not use onto every page's first
 * load. Both builds use it, so the server's HTML and the browser's render are the same markup.
 */
function leanIcons(): Plugin {
  const factory = src('web/components/ui/lucide-icon.ts');
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'miadi-lean-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../createLucideIcon.mjs' && importer && iconModule.test(importer)
        ? factory
        : null;
    },
    // each shape's React key (six random letters, which no compression shortens) is left out: the
    // factory keys shapes by their place. Blanked, not cut, so the source map's lines and columns hold
    transform(code, id) {
      if (!iconModule.test(id)) return null;
      // map null: nothing moved, so the file's own mappings stand
      return {
        code: code.replace(/,\s*key: "[^"]*"/g, (key) => key.replace(/[^\n]/g, ' ')),
        map: null,
      };
    },
  };
}

const alias = [
  { find: '@shared', replacement: src('shared') },
  { find: '@web', replacement: src('web') },
  // React 19 has useSyncExternalStore; the shim wouter imports only hands it on
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: src('web/lib/sync-external-store.ts'),
  },
];

/**
 * The server's copy of the app (`vite build --ssr entry-server.tsx`): the public pages rendered to
 * HTML by src/server/http/server-render.ts, which imports it from .ssr/ inside the web build. It is
 * whole (React and the packages inside it) and built for production, so the renderer runs React's
 * production build whatever NODE_ENV the server has.
 */
const serverBuild = defineConfig({
  root: src('web'),
  publicDir: false,
  plugins: [compiledCatalogues(), leanIcons(), react()],
  resolve: { alias },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: path.join(outDir, '.ssr'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    reportCompressedSize: false,
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  root: src('web'),
  publicDir: src('web/public'),
  plugins: [
    compiledCatalogues(),
    leanIcons(),
    react(),
    tailwindcss(),
    chunkGraph(),
    installableApp(),
  ],
  resolve: { alias },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // browsers without modulepreload just ignore the hints; no polyfill on every page's first load
    modulePreload: { polyfill: false },
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // seven hash characters name a chunk well enough among a hundred, and every page's first load
        // carries the names of the chunks each page preloads: a character less a name
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // the schema library keeps a chunk of its own, so small modules that pages share with it
          // (control styles, limits) are not folded into it and dragged onto pages without forms
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // small modules and icons travel together instead of one request each (they are a few
            // hundred bytes apiece): those the public site's pages share with the booking page, then
            // the booking page's own
            {
              // every page's first load in one file: what the entry runs (React and the app's frame)
              // and the small modules and icons the public pages share with the booking page, with
              // the bundler's helper for dynamic imports and the wait for catalogues (which a group
              // whose modules load a catalogue would otherwise take in). One file compresses better
              // than the same code in several, and is one request.
              name: (id, ctx) =>
                PUBLIC_COMMON.test(id) || firstRun(ctx).has(id) ? 'public-common' : null,
              debugName: 'public-common',
              priority: 1,
            },
            {
              name: 'booking-common',
              test: /(node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](loader-circle|clock|chevron-left|chevron-right|store)\.mjs|src[\\/](shared[\\/](business-hours|local-time|phone|bookings|format[\\/]duration|messages[\\/]durations)|web[\\/]features[\\/]booking[\\/](booking-api|format))\.tsx?)$/,
            },
            // the words the booking page's first load waits for, one file per language (each
            // catalogue is otherwise a file of its own): what other pages that ask for the
            // connection's words also get is the booking page's few hundred bytes
            ...['en', 'sw'].map((locale) => ({
              name: `first-words.${locale}`,
              test: new RegExp(
                `(lib[\\\\/]messages[\\\\/]connection|public-booking[\\\\/]messages[\\\\/]booking-page|shared[\\\\/]messages[\\\\/]durations)\\.${locale}\\.json$`,
              ),
            })),
            {
              name: 'control-styles',
              test: /src[\\/](shared[\\/](text|limits)|web[\\/]components[\\/]ui[\\/]control-styles)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
