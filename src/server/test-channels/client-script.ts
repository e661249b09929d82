import type { Context } from 'hono';

type PagePart = (...args: never[]) => unknown;

/**
 * A test page's script, sent as its functions' own source: the code is written as TypeScript beside
 * the page (type-checked and linted with the server's) and needs no bundle. The page function is
 * called with the shared parts, so each function may use nothing from outside its own body. Under
 * tsx, esbuild's keepNames wraps named functions in `__name(...)`; here that is a no-op.
 */
export function clientScript(page: PagePart, parts: Record<string, PagePart>): string {
  const shared = Object.entries(parts)
    .map(([name, part]) => `${JSON.stringify(name)}: ${part.toString()}`)
    .join(',\n');
  return `'use strict';
(() => {
const __name = (target) => target;
(${page.toString()})({
${shared}
});
})();
`;
}

/**
 * The script as a file of this origin: the pages' Content-Security-Policy runs no inline script.
 * Read afresh with each deploy's pages, so never kept long.
 */
export function sendScript(c: Context, script: string) {
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  return c.body(script);
}
