/**
 * Writes .gz and .br beside each text asset the browser is sent, so the server sends them without
 * compressing per request. The gzip of what a page loads (scripts, styles, pages, icons) is made by
 * Zopfli: the same format every browser reads, 3 to 4% smaller than zlib's best. Its block
 * splitting, most of its time for half a percent, is spent only on the scripts a page with a size
 * budget loads first (the landing and booking pages, decision 0047); every other file gets Zopfli
 * without it. Source maps, which only developer tools fetch, are compressed quickly (zlib's gzip, a
 * middling brotli). A file is given a compressed copy only when the copy is smaller. The server's
 * own copy of the app (.ssr) and the build's records (.vite) are never sent, so they are left alone.
 * Zopfli is most of the build's time and works on one core, so the files are shared among one child
 * process per core, the largest first (docs/decisions/0069).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { budgetedFirstLoadFiles } from './route-chunks';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
const NOT_SENT = new Set(['.vite', '.ssr']);
const HELPER = '--helper';

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SENT.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** How hard a file is compressed: a budgeted first load's script, any other file, a source map. */
type Effort = 'budgeted' | 'other' | 'map';

/** The file's gzip, checked: what is sent must unpack to the file exactly. */
async function gzipOf(file: string, content: Buffer, effort: Effort): Promise<Uint8Array> {
  const gzipped =
    effort === 'map'
      ? gzipSync(content, { level: 9 })
      : await gzipAsync(content, { numiterations: 15, blocksplitting: effort === 'budgeted' });
  if (!gunzipSync(gzipped).equals(content))
    throw new Error(`${file}: its gzip does not unpack to it`);
  return gzipped;
}

function brotliOf(content: Buffer, effort: Effort): Uint8Array {
  const quality = effort === 'map' ? 5 : 11;
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
}

function writeIfSmaller(file: string, content: Buffer, compressed: Uint8Array) {
  if (compressed.byteLength < content.byteLength) fs.writeFileSync(file, compressed);
  else fs.rmSync(file, { force: true });
}

interface Job {
  file: string;
  effort: Effort;
}

async function compress({ file, effort }: Job) {
  const content = fs.readFileSync(file);
  writeIfSmaller(`${file}.gz`, content, await gzipOf(file, content, effort));
  writeIfSmaller(`${file}.br`, content, brotliOf(content, effort));
}

/** A helper process: compresses each file it is handed, answering null or what went wrong. */
function serveCompressions(send: (failure: string | null) => void) {
  process.on('message', (job: Job) => {
    compress(job).then(
      () => send(null),
      (error: unknown) => send(error instanceof Error ? error.message : String(error)),
    );
  });
}

/** Hands the files out to the helpers, each taking the next as it finishes one; fails on an error. */
async function compressAll(jobs: Job[]) {
  const queue = [...jobs];
  const helperCount = Math.max(1, Math.min(os.availableParallelism(), queue.length));
  // fork keeps this process's node options, so a helper runs this TypeScript file as it does
  const runHelper = () =>
    new Promise<void>((resolve, reject) => {
      const helper = fork(fileURLToPath(import.meta.url), [HELPER]);
      const next = () => {
        const job = queue.shift();
        if (job === undefined) return void helper.disconnect();
        helper.send(job);
      };
      helper.on('message', (failure: string | null) => {
        if (failure === null) return next();
        helper.kill();
        reject(new Error(failure));
      });
      helper.on('error', reject);
      helper.on('exit', (code) =>
        queue.length === 0 && code === 0 ? resolve() : reject(new Error(`exited with ${code}`)),
      );
      next();
    });
  await Promise.all(Array.from({ length: helperCount }, runHelper));
}

async function main() {
  const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web');
  // the largest first, so no helper is left with a big file at the end while the others wait
  const budgeted = budgetedFirstLoadFiles(distDir);
  const effortFor = (file: string): Effort => {
    if (file.endsWith('.map')) return 'map';
    const name = path.relative(distDir, file).split(path.sep).join('/');
    return budgeted.has(name) ? 'budgeted' : 'other';
  };
  const jobs = walk(distDir)
    .filter((file) => COMPRESSIBLE.test(file))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    .map((file) => ({ file, effort: effortFor(file) }));
  await compressAll(jobs);
  console.log(`Compressed ${jobs.length} assets in ${path.relative(process.cwd(), distDir)}`);
}

const send = process.send?.bind(process);
if (process.argv[2] === HELPER && send) serveCompressions(send);
else await main();
