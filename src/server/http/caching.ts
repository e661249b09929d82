import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import type { JSONParsed } from 'hono/utils/types';
import { copyIn, encodingFor, type Copies } from './compression';
import type { AppEnv } from './context';

/** The weak ETag of bytes kept to be sent again: weak, as it names them in every encoding. */
export function weakTag(bytes: Uint8Array): string {
  return `W/"${createHash('sha1').update(bytes).digest('hex')}"`;
}

/**
 * A public read's caching (docs/decisions/0038): a 200 carries `cacheControl` and an ETag of its
 * body, and a request whose If-None-Match holds that ETag gets 304 with no body. An error answer
 * gets `no-store`, so a 404 or 403 is never kept under the 200's lifetime. `cacheControl` may be
 * worked out from the request, for a route whose answers age at different speeds.
 */
export function publicCache(cacheControl: string | ((c: Context<AppEnv>) => string)) {
  // Node's own SHA-1, synchronous: Web Crypto's costs a promise and a copy of the body per answer
  // weak: one tag names the answer whether it goes compressed or not (compressAnswers)
  const tagged = etag({
    weak: true,
    generateDigest: (body) => {
      const digest = createHash('sha1').update(body).digest();
      return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
    },
  });
  return createMiddleware<AppEnv>((c, next) =>
    // set inside the ETag step, so a 304 keeps the Cache-Control of the 200 it stands for
    tagged(c, async () => {
      await next();
      // on the answer's own headers: c.header after the answer is made rebuilds it around a stream
      const control = typeof cacheControl === 'string' ? cacheControl : cacheControl(c);
      c.res.headers.set('Cache-Control', c.res.ok ? control : 'no-store');
    }),
  );
}

/** Compressed copies of kept answers, by their bytes: made on the first send, gone with the answer. */
const keptCopies = new WeakMap<Uint8Array, Copies>();

/**
 * A JSON answer kept as UTF-8 bytes with its ETag: sent as it is, and the ETag set here is the one
 * publicCache compares (no hash of the body per request). Where the client takes brotli or gzip, the
 * copy in that encoding is compressed once and sent to every later reader (compressAnswers leaves an
 * encoded answer alone). Typed as `c.json(value)` would be.
 */
export function keptJson<T>(c: Context, kept: { json: Uint8Array<ArrayBuffer>; etag: string }) {
  c.header('ETag', kept.etag);
  const encoding = encodingFor(c);
  let packed: Uint8Array<ArrayBuffer> | null = null;
  if (encoding) {
    let copies = keptCopies.get(kept.json);
    if (copies === undefined) {
      copies = {};
      keptCopies.set(kept.json, copies);
    }
    packed = copyIn(copies, kept.json, encoding).copy;
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (encoding && packed) headers['Content-Encoding'] = encoding;
  return c.body(packed ?? kept.json, 200, headers) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/**
 * An API answer that says nothing of its caching is kept by no one: most depend on the session (the
 * owner's business, clients, bookings, the account), and a shared proxy must never hand one owner's
 * answer to another. A bare `no-store` gets `private` too, for caches that read only that word.
 * Public reads set their own (publicCache).
 */
export function privateByDefault() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const cacheControl = c.res.headers.get('Cache-Control');
    if (cacheControl !== null && cacheControl !== 'no-store') return;
    try {
      c.res.headers.set('Cache-Control', 'private, no-store');
    } catch {
      // a redirect's headers are immutable; it carries no session data
    }
  });
}
