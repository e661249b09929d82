import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitStylesheet } from '../../scripts/split-stylesheet';
import { STYLESHEET_PARTS } from '../../src/server/http/critical-css';
import { serveBuiltSite } from '../support/built-site';

/**
 * A built site whose stylesheet the build cut into parts (scripts/split-stylesheet.ts): each page the
 * server renders carries only the rules for the classes in its markup, and after-paint.js is told
 * to load the whole stylesheet. The browser journey (tests/e2e/server-rendering.spec.ts) runs the
 * real build.
 */
const STYLESHEET =
  '@layer base{body{margin:0}}@layer utilities{.flex{display:flex}.grid{display:grid}' +
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}.x{content:"$&"}' +
  '@media (min-width:40rem){.sm\\:grid{display:grid}}}';
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-page-rules-'));
for (const dir of ['assets', '.ssr', '.vite']) fs.mkdirSync(path.join(distDir, dir));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Miadi</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
    '<body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(distDir, 'after-paint.js'), 'window.afterPaint = true;\n');
fs.writeFileSync(path.join(distDir, 'assets', 'index-1.css'), STYLESHEET);
fs.writeFileSync(
  path.join(distDir, STYLESHEET_PARTS),
  JSON.stringify({ 'assets/index-1.css': splitStylesheet(STYLESHEET) }),
);
// pages whose markup names different classes; a visitor's text that looks like a class names none
fs.writeFileSync(
  path.join(distDir, '.ssr', 'entry-server.js'),
  `export async function renderPage({ path, search }) {
  const markup = path === '/terms'
    ? '<main class="grid sm:grid x">' + search.replace(/[&<"]/g, '') + '</main>'
    : '<main class="flex [&amp;_a]:underline"><p>class=&quot;grid&quot;</p></main>';
  return new Response(markup).body;
}
`,
);

const inlineStyle = (html: string) => /<style>(.*?)<\/style>/s.exec(html)?.[1];

describe("a rendered page's own style rules", () => {
  const site = serveBuiltSite(distDir);

  it('are inline, and the whole stylesheet is left for after the first paint', async () => {
    const html = await (await site.app.request('/privacy')).text();
    expect(inlineStyle(html)).toBe(
      '@layer base{body{margin:0}}@layer utilities{.flex{display:flex}' +
        '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}}',
    );
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toContain('<link rel="stylesheet"');
    const list = /<script type="application\/json" id="miadi-scripts">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: '/assets/index-1.js',
      preload: [],
      styles: ['/assets/index-1.css'],
    });
  });

  it("follow each page's markup, every time it is sent", async () => {
    const terms = await (await site.app.request('/terms?a=1')).text();
    // a '$&' in a rule is copied as it is, not expanded
    expect(inlineStyle(terms)).toBe(
      '@layer base{body{margin:0}}@layer utilities{.grid{display:grid}.x{content:"$&"}' +
        '@media (min-width:40rem){.sm\\:grid{display:grid}}}',
    );
    // the kept page (rendered once per address) gets the same rules again
    expect(inlineStyle(await (await site.app.request('/terms?a=1')).text())).toBe(
      inlineStyle(terms),
    );
    expect(inlineStyle(await (await site.app.request('/privacy')).text())).not.toContain('.grid');
  });
});
