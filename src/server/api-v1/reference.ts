import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { weakTag } from '../http/caching';
import { copyIn, encodingFor, type Copies } from '../http/compression';

/**
 * The API's interactive reference at /developers/reference (docs/decisions/0085): Swagger UI, served
 * from this origin (no third-party script, and the pages' Content-Security-Policy holds), reading
 * the document at /api/v1/openapi.json, so what it shows is what the server validates. A developer
 * pastes a key into Authorize and sends any request from the page.
 */

const BASE = '/developers/reference';

interface Asset {
  type: string;
  body: Uint8Array;
  etag: string;
  copies: Copies;
}

const asset = (type: string, body: Uint8Array): Asset => ({
  type,
  body,
  etag: weakTag(body),
  copies: {},
});

/** Swagger UI's own files, read once from its package. */
function libraryAssets(): Record<string, Asset> {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(dir, name)));
  return {
    'swagger-ui-bundle.js': asset('text/javascript; charset=utf-8', read('swagger-ui-bundle.js')),
    'swagger-ui.css': asset('text/css; charset=utf-8', read('swagger-ui.css')),
  };
}

// what starts the reference: a file of this origin, as the pages' policy runs no inline script
const START = `'use strict';
window.SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  persistAuthorization: false,
  tryItOutEnabled: false,
  validatorUrl: null,
});
`;

const STYLE = `body { margin: 0; font-family: system-ui, sans-serif; color: #14231c; }
.miadi-bar { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem;
  padding: 1rem 1.25rem; border-bottom: 1px solid #d9e2dc; background: #f4f8f5; }
.miadi-bar h1 { margin: 0; font-size: 1.25rem; }
.miadi-bar a { color: #0f5a3c; }
.swagger-ui .topbar { display: none; }
.swagger-ui .scheme-container { box-shadow: none; border-bottom: 1px solid #d9e2dc; }
/* on a phone, long addresses, commands and answers wrap inside the screen */
.swagger-ui pre, .swagger-ui code, .swagger-ui td { white-space: pre-wrap; overflow-wrap: anywhere; }
.swagger-ui table { table-layout: fixed; width: 100%; }
.swagger-ui .wrapper { padding: 0 12px; }
/* the Webhooks tag has no routes, only the webhooks listed below it under their own heading */
.swagger-ui .opblock-tag-section:has(#operations-tag-Webhooks):not(:has(.opblock)) { display: none; }
/* the document names no response links: the column would only say so */
.swagger-ui .response-col_links { display: none; }
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Miadi</title>
<meta name="description" content="Every route of the Miadi API, its parameters, answers and webhooks, with examples; send requests with your own key.">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${BASE}/swagger-ui.css">
<link rel="stylesheet" href="${BASE}/reference.css">
</head>
<body>
<header class="miadi-bar">
<h1>Miadi API reference</h1>
<a href="/app/settings?tab=developers">Get an API key</a>
<a href="/api/v1/openapi.json">OpenAPI document</a>
</header>
<main id="reference"></main>
<script src="${BASE}/swagger-ui-bundle.js"></script>
<script src="${BASE}/start.js"></script>
</body>
</html>
`;

/** An asset, compressed once for all its readers, revalidated by its tag. */
function send(c: Context, item: Asset, cacheControl: string) {
  c.header('Content-Type', item.type);
  c.header('Cache-Control', cacheControl);
  c.header('ETag', item.etag);
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === item.etag) return c.body(null, 304);
  const encoding = encodingFor(c);
  const copy = encoding ? copyIn(item.copies, item.body, encoding, 'small').copy : null;
  if (copy && encoding) {
    c.header('Content-Encoding', encoding);
    return c.body(copy);
  }
  return c.body(new Uint8Array(item.body));
}

export function apiReferenceRoutes() {
  const encoder = new TextEncoder();
  let library: Record<string, Asset> | undefined;
  const own: Record<string, Asset> = {
    'start.js': asset('text/javascript; charset=utf-8', encoder.encode(START)),
    'reference.css': asset('text/css; charset=utf-8', encoder.encode(STYLE)),
  };
  const page = asset('text/html; charset=utf-8', encoder.encode(PAGE));
  // the library's files change only with its version: a day, then revalidated by tag
  const kept = 'public, max-age=86400';
  return new Hono()
    .get('/', (c) => send(c, page, 'no-cache'))
    .get('/:file', (c) => {
      const name = c.req.param('file');
      const ours = own[name];
      if (ours) return send(c, ours, 'no-cache');
      library ??= libraryAssets();
      const theirs = library[name];
      return theirs ? send(c, theirs, kept) : c.notFound();
    });
}
