/**
 * Writes .gz and .br beside each text asset the browser is sent, so the server sends them without
 * compressing per request. The gzip of what a page loads (scripts, styles, pages, icons) is made by
 * Zopfli: the same format every browser reads, 3 to 4% smaller than zlib's best, for a few seconds of
 * build; source maps, which only developer tools fetch, are compressed quickly (zlib's
 * gzip, a middling brotli). A file is given a compressed
 * copy only when the copy is smaller. The server's own copy of the app (.ssr) and the build's records
 * (.vite) are never sent, so they are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;
const NOT_SENT = new Set(['.vite', '.ssr']);
const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? 'dist/web');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SENT.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The file's gzip, checked: what is sent must unpack to the file exactly. */
async function gzipOf(file: string, content: Buffer): Promise<Uint8Array> {
  const gzipped = file.endsWith('.map')
    ? gzipSync(content, { level: 9 })
    : await gzipAsync(content, { numiterations: 15 });
  if (!gunzipSync(gzipped).equals(content))
    throw new Error(`${file}: its gzip does not unpack to it`);
  return gzipped;
}

function brotliOf(file: string, content: Buffer): Uint8Array {
  const quality = file.endsWith('.map') ? 5 : 11;
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
}

function writeIfSmaller(file: string, content: Buffer, compressed: Uint8Array) {
  if (compressed.byteLength < content.byteLength) fs.writeFileSync(file, compressed);
  else fs.rmSync(file, { force: true });
}

let count = 0;
for (const file of walk(distDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = fs.readFileSync(file);
  writeIfSmaller(`${file}.gz`, content, await gzipOf(file, content));
  writeIfSmaller(`${file}.br`, content, brotliOf(file, content));
  count += 1;
}
console.log(`Compressed ${count} assets in ${path.relative(process.cwd(), distDir)}`);
