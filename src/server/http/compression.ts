import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { createMiddleware } from 'hono/factory';

/** Answers shorter than this go as they are: a few hundred bytes cost one packet either way. */
const THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';
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

/** The encoding this request's client takes an answer or a page in; '' for none. */
export function encodingFor(c: Context): Encoding | '' {
  return accepts(c, {
    header: 'Accept-Encoding',
    supports: ['br', 'gzip'],
    default: '',
    match: chosenEncoding,
  }) as Encoding | '';
}

/**
 * How hard to compress: `quick` for JSON answers, made for each request: brotli's quality 1 and
 * zlib's level 1 (in the server, a month of availability, 36 KB of JSON with mixed statuses, costs
 * 0.1-0.2 ms of CPU that way, and three to four times that at brotli's 4 or zlib's default, for a
 * copy about a third smaller: 1-2 KB less, under 10 ms on a slow 4G link). `small` for pages
 * (docs/decisions/0051), most of them compressed once and kept: brotli's 5 and zlib's 6, which on
 * the public pages' 48-150 KB of HTML cost what zlib's 6 alone did (1-2.5 ms) for 6-12% fewer bytes
 * in brotli.
 */
export type Effort = 'quick' | 'small';
const LEVELS: Record<Effort, { brotli: number; gzip: number }> = {
  quick: { brotli: 1, gzip: 1 },
  small: { brotli: 5, gzip: 6 },
};

/** The body to send in `encoding`, or null where it goes as it is (short, or no smaller compressed). */
export function compressedBody(
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort = 'quick',
): Uint8Array<ArrayBuffer> | null {
  if (body.byteLength < THRESHOLD_BYTES) return null;
  const levels = LEVELS[effort];
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: levels.gzip });
  return packed.byteLength < body.byteLength ? packed : null;
}

/** Compressed copies of one body, by encoding; null where it goes as it is. */
export type Copies = Partial<Record<Encoding, Uint8Array<ArrayBuffer> | null>>;

/**
 * The copy of `body` in `encoding` from `copies`, compressed and put there the first time it is
 * asked for (a kept answer or page is compressed once for all its readers). `isNew` says it was
 * made now, so a keeper can count its bytes.
 */
export function copyIn(
  copies: Copies,
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort = 'quick',
): { copy: Uint8Array<ArrayBuffer> | null; isNew: boolean } {
  const kept = copies[encoding];
  if (kept !== undefined) return { copy: kept, isNew: false };
  const copy = compressedBody(body, encoding, effort);
  copies[encoding] = copy;
  return { copy, isNew: true };
}

/**
 * JSON answers of 1 KB or more sent compressed where the client accepts it (docs/decisions/0050):
 * a month of availability is 25-36 KB of JSON and 0.2-3.5 KB compressed, up to a fifth of a second
 * saved on a slow mobile link. The body is compressed whole (every JSON answer is built whole), so
 * it keeps its Content-Length. An answer that comes already encoded (a kept answer's kept copy,
 * keptJson) is left as it is. Runs outside the routes' ETag step, which tags the JSON itself; the
 * tags are weak, as one tag then names both encodings of the same answer.
 */
export function compressAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    // a 304 carries the Vary its 200 would (RFC 9110, 15.4.5)
    if (res.status === 304) res.headers.append('Vary', 'Accept-Encoding');
    // HEAD too: its answer names the encoding GET's would be sent in (hono drops the body)
    if (
      !res.body ||
      !/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // whatever this client accepts, another would get another body at the same address
    res.headers.append('Vary', 'Accept-Encoding');
    if (res.headers.has('Content-Encoding')) return;
    const encoding = encodingFor(c);
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const packed = compressedBody(body, encoding);
    const headers = new Headers(res.headers);
    if (packed) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String((packed ?? body).byteLength));
    // cleared first: setting c.res over an answer copies the old one's headers (its length) onto it
    c.res = undefined;
    c.res = new Response(packed ?? body, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  });
}
