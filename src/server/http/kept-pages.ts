import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { compressedBody, encodingFor, type Encoding } from './compression';

/**
 * A page as it goes out: its HTML as UTF-8 bytes, its status, its ETag (weak: it names the page in
 * every encoding) and its compressed copies once made.
 */
export interface SentPage {
  html: Uint8Array<ArrayBuffer>;
  status: number;
  etag: string;
  copies: Partial<Record<Encoding, Uint8Array<ArrayBuffer> | null>>;
}

interface KeptPage extends SentPage {
  key: string;
  keptFrom: readonly object[];
  /** Bytes held: the HTML and the copies made so far. */
  bytes: number;
}

const encoder = new TextEncoder();

export function sentPage(html: string, status: number): SentPage {
  const bytes = encoder.encode(html);
  const etag = `W/"${createHash('sha1').update(bytes).digest('hex')}"`;
  return { html: bytes, status, etag, copies: {} };
}

/**
 * Sends a page in the encoding the browser takes, compressed at most once per page and encoding
 * (`small`: a kept page is compressed once for all its visitors). Never used by the browser
 * without asking (a new release, or new data, must show on the next visit), but its ETag lets a
 * returning visitor's browser keep its copy on a 304 (the route's etag() step answers it).
 */
export function sendPage(c: Context, page: SentPage, onCopy?: (bytes: number) => void): Response {
  const encoding = encodingFor(c);
  let body = page.html;
  if (encoding) {
    let copy = page.copies[encoding];
    if (copy === undefined) {
      copy = compressedBody(page.html, encoding, 'small');
      page.copies[encoding] = copy;
      onCopy?.(copy?.byteLength ?? 0);
    }
    if (copy) {
      body = copy;
      c.header('Content-Encoding', encoding);
    }
  }
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Cache-Control', 'no-cache');
  c.header('ETag', page.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Length', String(body.byteLength));
  return c.body(body, page.status as 200);
}

/**
 * Pages kept as sent (docs/decisions/0051), by address: a page is sent again, bytes and compressed
 * copies alike, while the kept answers it was rendered from (docs/decisions/0041) are the very ones
 * kept now; a change to any of them (a booking, an owner's edit, a day or a slot passing) makes it
 * rendered afresh. A page from no kept answer at all (the landing and legal pages) stays as it is.
 * At most `maxPages` pages and `maxBytes` bytes, the least recently sent dropped first.
 */
export function keptPages({ maxPages, maxBytes }: { maxPages: number; maxBytes: number }) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes;
    pages.delete(key);
  };
  const trim = () => {
    while ((pages.size > maxPages || bytes > maxBytes) && pages.size) {
      drop(pages.keys().next().value!);
    }
  };
  const isSame = (a: readonly object[], b: readonly object[]) =>
    a.length === b.length && a.every((source, index) => source === b[index]);

  return {
    /** The page kept at this address if it was rendered from exactly these answers. */
    read(key: string, keptFrom: readonly object[]): SentPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (!isSame(page.keptFrom, keptFrom)) {
        drop(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    keep(key: string, keptFrom: readonly object[], page: SentPage) {
      drop(key);
      const kept: KeptPage = { ...page, key, keptFrom, bytes: page.html.byteLength };
      for (const copy of Object.values(page.copies)) kept.bytes += copy?.byteLength ?? 0;
      pages.set(key, kept);
      bytes += kept.bytes;
      trim();
      return kept;
    },
    /** Sends a page, counting a compressed copy made of a kept one against the limit. */
    send(c: Context, page: SentPage): Response {
      return sendPage(c, page, (copyBytes) => {
        // a page sent but not kept has no key
        const kept = page as KeptPage;
        if (pages.get(kept.key) !== kept) return;
        kept.bytes += copyBytes;
        bytes += copyBytes;
        trim();
      });
    },
    get size() {
      return { pages: pages.size, bytes };
    },
  };
}
