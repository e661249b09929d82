import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { keptPages, sentPage } from './kept-pages';

const html = (text: string) => `<!doctype html><p>${text.repeat(200)}</p>`;

describe('keptPages', () => {
  it('sends a page again only while it is made from the very same answers', () => {
    const pages = keptPages({ maxPages: 10, maxBytes: 1_000_000 });
    const page = { json: new Uint8Array(1) };
    const times = { json: new Uint8Array(1) };
    const kept = pages.keep('/book/a?', [page, times], sentPage(html('a'), 200));
    expect(pages.read('/book/a?', [page, times])).toBe(kept);
    // equal but not the same: an answer read again after a change
    expect(pages.read('/book/a?', [page, { json: new Uint8Array(1) }])).toBeUndefined();
    // and the page is gone, not merely passed over
    expect(pages.read('/book/a?', [page, times])).toBeUndefined();
    expect(pages.size).toEqual({ pages: 0, bytes: 0 });
    pages.keep('/', [], sentPage(html('b'), 200));
    expect(pages.read('/', [])).toBeDefined();
    expect(pages.read('/', [page])).toBeUndefined();
  });

  it('drops the least recently sent page past its count or its bytes', () => {
    const pages = keptPages({ maxPages: 2, maxBytes: 10_000 });
    const size = sentPage(html('x'), 200).html.byteLength;
    pages.keep('/a', [], sentPage(html('x'), 200));
    pages.keep('/b', [], sentPage(html('x'), 200));
    pages.read('/a', []);
    pages.keep('/c', [], sentPage(html('x'), 200));
    expect(pages.read('/b', [])).toBeUndefined();
    expect(pages.read('/a', [])).toBeDefined();
    expect(pages.size).toEqual({ pages: 2, bytes: 2 * size });
    // too big to keep with anything else
    pages.keep('/big', [], sentPage(html('y'.repeat(60)), 200));
    expect(pages.size.pages).toBe(0);
    expect(pages.size.bytes).toBe(0);
  });

  it('compresses a kept page once per encoding and counts the copy', async () => {
    const pages = keptPages({ maxPages: 10, maxBytes: 1_000_000 });
    const kept = pages.keep('/', [], sentPage(html('Karibu '), 200));
    const app = new Hono().get('/', (c) => pages.send(c, kept));
    const ask = () => app.request('/', { headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    expect(first.headers.get('content-encoding')).toBe('br');
    const body = new Uint8Array(await first.arrayBuffer());
    expect(brotliDecompressSync(body).toString('utf8')).toBe(html('Karibu '));
    expect(kept.copies.br).toBeDefined();
    expect(pages.size.bytes).toBe(kept.html.byteLength + body.byteLength);
    const copy = kept.copies.br;
    await ask();
    expect(kept.copies.br).toBe(copy);
    expect(pages.size.bytes).toBe(kept.html.byteLength + body.byteLength);
  });
});
