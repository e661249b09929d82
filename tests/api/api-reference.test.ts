import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The API reference page (docs/decisions/0085): its shell, Swagger UI's files served from this
 * origin compressed and revalidated, and nothing else under its path.
 */
/** The bytes as sent, before any decoding (fetch would unpack them). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the API reference page', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is a page of this origin that loads the document and runs no inline script', async () => {
    const page = await app.request('/developers/reference');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<title>API reference · Miadi</title>');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((script) => script[1]?.trim())).toEqual([
      'src="/developers/reference/swagger-ui-bundle.js"',
      'src="/developers/reference/start.js"',
    ]);
    expect(scripts.every((script) => script[2] === '')).toBe(true);
    const start = await (await app.request('/developers/reference/start.js')).text();
    expect(start).toContain("url: '/api/v1/openapi.json'");
    expect(start).toContain('validatorUrl: null');
  });

  it('sends the library compressed, and a 304 to a reader that has it', async () => {
    const first = await rawGet(`${app.url}/developers/reference/swagger-ui-bundle.js`, {
      'accept-encoding': 'gzip',
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const script = gunzipSync(first.body).toString('utf8');
    expect(script).toContain('SwaggerUIBundle');
    expect(first.body.byteLength).toBeLessThan(script.length / 3);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await app.request('/developers/reference/swagger-ui-bundle.js', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const css = await app.request('/developers/reference/swagger-ui.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves none of the package’s other files, nor a path that climbs out', async () => {
    for (const path of [
      '/developers/reference/package.json',
      '/developers/reference/index.html',
      '/developers/reference/..%2Fpackage.json',
      '/developers/reference/swagger-ui-bundle.js.map',
    ]) {
      const answer = await app.request(path);
      expect(answer.status, path).not.toBe(200);
      expect(await answer.text(), path).not.toContain('"name": "swagger-ui-dist"');
    }
  });
});
