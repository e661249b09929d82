import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Context } from 'hono';
import { weakTag } from './caching';
import { copyIn, encodingFor, type Copies } from './compression';

/**
 * A page as it goes out: its HTML as UTF-8 bytes, its status, its ETag (weak: it names the page in
 * every encoding) and its compressed copies once made.
 */
export interface SentPage {
  html: Uint8Array<ArrayBuffer>;
  status: number;
  /** The language it is written in. */
  locale: Locale;
  etag: string;
  copies: Copies;
}

interface KeptPage extends SentPage {
  key: string;
  keptFrom: readonly object[];
}

const encoder = new TextEncoder();

export function sentPage(html: string, status: number, locale: Locale = DEFAULT_LOCALE): SentPage {
  const bytes = encoder.encode(html);
  return { html: bytes, status, locale, etag: weakTag(bytes), copies: {} };
}

/** Bytes a page holds: its HTML and the copies made so far. */
const bytesOf = (page: SentPage) =>
  Object.values(page.copies).reduce(
    (sum, copy) => sum + (copy?.byteLength ?? 0),
    page.html.byteLength,
  );

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
    bytes -= bytesOf(page);
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
      const kept: KeptPage = { ...page, key, keptFrom };
      pages.set(key, kept);
      bytes += bytesOf(kept);
      trim();
      return kept;
    },
    /**
     * Sends a page in the encoding the browser takes, compressed at most once per page and
     * encoding (`small`: a kept page is compressed once for all its visitors), a new copy of a kept
     * page counted against the limit. Never used by the browser without asking (a new release, or
     * new data, must show on the next visit), but its ETag lets a returning visitor's browser keep
     * its copy on a 304 (the route's etag() step answers it).
     */
    send(c: Context, page: SentPage): Response {
      const encoding = encodingFor(c);
      let body = page.html;
      if (encoding) {
        const { copy, isNew } = copyIn(page.copies, page.html, encoding, 'small');
        // a page sent but not kept has no key
        if (isNew && pages.get((page as KeptPage).key) === page) {
          bytes += copy?.byteLength ?? 0;
          trim();
        }
        if (copy) {
          body = copy;
          c.header('Content-Encoding', encoding);
        }
      }
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Cache-Control', 'no-cache');
      c.header('ETag', page.etag);
      // a page is in the language the device chose (its cookie) or the browser asks for
      c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      c.header('Content-Language', page.locale);
      c.header('Content-Length', String(body.byteLength));
      return c.body(body, page.status as 200);
    },
    get size() {
      return { pages: pages.size, bytes };
    },
  };
}
