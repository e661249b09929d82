import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveBuiltSite } from '../support/built-site';

// a tiny built site, so these tests do not depend on `vite build` having run
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *');
fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install", () => {})');
fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Miadi"}');
fs.mkdirSync(path.join(distDir, 'icons'));
fs.writeFileSync(path.join(distDir, 'icons', 'icon-192.png'), 'png');
fs.mkdirSync(path.join(distDir, '.vite'));
fs.writeFileSync(
  path.join(distDir, '.vite', 'route-preloads.json'),
  JSON.stringify([
    { path: '/book/*', files: ['assets/booking-1.js', 'assets/zod-2.js'] },
    { path: '/app/*', files: ['assets/owner-3.js'] },
    { path: '/b/:token/review', files: ['assets/review-4.js'] },
    { path: '/b/:token', files: ['assets/my-booking-5.js'] },
  ]),
);

describe('the web app on the same port', () => {
  const site = serveBuiltSite(distDir);

  it.each(['/', '/app/dashboard', '/book/not-a-business-id', '/terms/'])(
    'serves index.html for the client route %s',
    async (pathname) => {
      const response = await site.app.request(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  // a booking link to no business is a page that is not there either
  it.each([
    '/no/such/page',
    '/app/no-such-page',
    '/book/a/b',
    '/wp-login.php',
    '/book/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
  ])('answers %s with HTTP 404 and the app, which shows its not-found page', async (pathname) => {
    const response = await site.app.request(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('announces the chunks a route will load, so they download alongside the entry', async () => {
    const booking = await (
      await site.app.request('/book/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60')
    ).text();
    expect(booking).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-1.js">');
    expect(booking).toContain('href="/assets/zod-2.js"');
    expect(booking).not.toContain('owner-3.js');
    const owner = await (await site.app.request('/app/clients')).text();
    expect(owner).toContain('href="/assets/owner-3.js"');
    const landing = await (await site.app.request('/')).text();
    expect(landing).not.toContain('modulepreload');
  });

  it('matches a route segment named with a colon to one segment of the path', async () => {
    const link = await (await site.app.request('/b/AbC_12-x')).text();
    expect(link).toContain('href="/assets/my-booking-5.js"');
    expect(link).not.toContain('review-4.js');
    const review = await (await site.app.request('/b/AbC_12-x/review')).text();
    expect(review).toContain('href="/assets/review-4.js"');
    expect(review).not.toContain('my-booking-5.js');
    for (const other of ['/b', '/b/', '/b/AbC/other', '/b/AbC/review/more']) {
      expect(await (await site.app.request(other)).text()).not.toContain('modulepreload');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await site.app.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('console.log');
  });

  it('answers 404 for a missing asset instead of the HTML shell', async () => {
    const response = await site.app.request('/assets/gone-123.js');
    expect(response.status).toBe(404);
  });

  it('serves top-level files such as robots.txt', async () => {
    const response = await site.app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('User-agent');
  });

  it('serves the service worker and the manifest with their types, revalidated on every visit', async () => {
    const worker = await site.app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('install');
    const manifest = await site.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // other top-level files keep the default caching
    expect((await site.app.request('/robots.txt')).headers.get('cache-control')).toBeNull();
  });

  it('serves the app icons, and 404 for a missing one', async () => {
    const icon = await site.app.request('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await site.app.request('/icons/gone.png')).status).toBe(404);
  });

  it('sends security headers with every page', async () => {
    const response = await site.app.request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
