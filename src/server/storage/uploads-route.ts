import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { LOCAL_UPLOADS_PATH, uploadPath, uploadsDir } from './local-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Serves what the local storage wrote, at `/uploads/<key>`; mount at the root. */
export function uploadsRoute(dataDir: string) {
  const root = uploadsDir(dataDir);
  const app = new Hono();

  app.get(`${LOCAL_UPLOADS_PATH}*`, async (c) => {
    const file = requestedFile(root, c.req.url);
    const contentType = file && CONTENT_TYPES[path.extname(file)];
    if (!file || !contentType) return notFound(c);
    let data: Buffer;
    try {
      // uploads are re-encoded images of a few hundred kB at most, so reading whole files is fine
      data = await fs.readFile(file);
    } catch {
      // missing, or a folder (EISDIR): never a listing
      return notFound(c);
    }
    c.header('Content-Type', contentType);
    // keys are never reused: a new upload gets a new URL
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(data));
  });
  return app;
}

function requestedFile(root: string, url: string): string | undefined {
  const pathname = new URL(url).pathname;
  if (!pathname.startsWith(LOCAL_UPLOADS_PATH)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(LOCAL_UPLOADS_PATH.length));
  } catch {
    return undefined;
  }
  return uploadPath(root, key);
}

function notFound(c: Context) {
  c.header('X-Content-Type-Options', 'nosniff');
  return c.text('Not found', 404);
}
