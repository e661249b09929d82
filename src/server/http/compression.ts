import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { accepts } from 'hono/accepts';
import { createMiddleware } from 'hono/factory';

/** Answers shorter than this go as they are: a few hundred bytes cost one packet either way. */
const THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality 4 and zlib's default level: a 30-day availability answer (25 KB of JSON) takes
 * 0.06-0.08 ms either way and comes down to 200 (brotli) or 400 bytes (gzip); higher qualities
 * cost several times the time for a few bytes more.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';
/** One entry of an Accept-Encoding header, as hono's `accepts` parses it. */
type Accept = Parameters<NonNullable<Parameters<typeof accepts>[1]['match']>>[0][number];

/**
 * The weight Accept-Encoding gives an encoding: its own entry's q, else that of `*` (which stands
 * for every encoding not named), else 0.
 */
function weightOf(accepted: Accept[], encoding: Encoding): number {
  const named = accepted.find((accept) => accept.type.toLowerCase() === encoding);
  return named?.q ?? accepted.find((accept) => accept.type === '*')?.q ?? 0;
}

/**
 * The encoding to send in, from Accept-Encoding and its q-values (`gzip;q=0` refuses gzip): brotli
 * where the client ranks it no lower than gzip, as it is smaller for the same time; '' for none.
 * Browsers send `gzip, deflate, br, zstd`, all at q=1.
 */
function chosenEncoding(accepted: Accept[]): Encoding | '' {
  const brotli = weightOf(accepted, 'br');
  const gzip = weightOf(accepted, 'gzip');
  if (brotli > 0 && brotli >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : '';
}

/**
 * JSON answers of 1 KB or more sent compressed where the client accepts it (docs/decisions/0050):
 * a month of availability is 25 KB of JSON and about 400 bytes gzipped, a fifth of a second saved
 * on a slow mobile link. The body is compressed whole (every JSON answer is built whole), so it
 * keeps its Content-Length. Runs outside the routes' ETag step, which tags the JSON itself; the tags
 * are weak, as one tag then names both encodings of the same answer.
 */
export function compressAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    // a 304 carries the Vary its 200 would (RFC 9110, 15.4.5)
    if (res.status === 304) res.headers.append('Vary', 'Accept-Encoding');
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // whatever this client accepts, another would get another body at the same address
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = accepts(c, {
      header: 'Accept-Encoding',
      supports: ['br', 'gzip'],
      default: '',
      match: chosenEncoding,
    }) as Encoding | '';
    if (!encoding) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (length < THRESHOLD_BYTES) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const packed =
      body.byteLength < THRESHOLD_BYTES
        ? null
        : encoding === 'br'
          ? brotliCompressSync(body, BROTLI_OPTIONS)
          : gzipSync(body);
    const headers = new Headers(res.headers);
    const sent = packed && packed.byteLength < body.byteLength ? packed : body;
    if (sent === packed) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(sent.byteLength));
    // cleared first: setting c.res over an answer copies the old one's headers (its length) onto it
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  });
}
