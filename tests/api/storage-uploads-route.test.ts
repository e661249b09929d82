import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger';
import { createStorage } from '../../src/server/storage/storage';
import { uploadsRoute } from '../../src/server/storage/uploads-route';
import { twoToneImage } from '../support/image-fixtures';
import { rawRequest, type RawResponse } from '../support/raw-request';

const KEY = 'business-logos/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60-logo-1767225600000';
const SECRET = 'must-never-be-served';

describe('the uploads route', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-uploads-route-'));
  let server: ReturnType<typeof serve>;
  let port: number;
  let png: Buffer;

  /** A request with the path exactly as written: fetch() would tidy away dot segments first. */
  const get = (rawPath: string, method = 'GET'): Promise<RawResponse> =>
    rawRequest(`http://127.0.0.1:${port}`, rawPath, { method });

  beforeAll(async () => {
    png = await twoToneImage('png');
    const storage = createStorage({ dataDir, logger: createLogger('silent') });
    await storage.put(`${KEY}.png`, png, 'image/png');
    await storage.put(`${KEY}.jpg`, await twoToneImage('jpeg'), 'image/jpeg');
    await storage.put(`${KEY}.webp`, await twoToneImage('webp'), 'image/webp');
    await storage.put('notes/readme.txt', Buffer.from(SECRET), 'text/plain');
    await storage.put('logo.svg', Buffer.from(`<svg>${SECRET}</svg>`), 'image/svg+xml');
    // files beside the uploads folder, named like images so only the path rules keep them out
    fs.writeFileSync(path.join(dataDir, 'miadi.lock'), SECRET);
    fs.writeFileSync(path.join(dataDir, 'private.png'), SECRET);
    server = await new Promise((resolve) => {
      const s = serve({ fetch: uploadsRoute(dataDir).fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(s),
      );
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ])('serves a .%s upload as %s, cached for a year', async (extension, contentType) => {
    const response = await get(`/uploads/${KEY}.${extension}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.length).toBeGreaterThan(0);
  });

  it('serves the bytes that were stored', async () => {
    const response = await get(`/uploads/${KEY}.png`);
    expect(response.body.equals(png)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(`/uploads/${KEY}.png`, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body.length).toBe(0);
  });

  it.each([
    [`/uploads/${KEY}-gone.png`, 'a missing file'],
    ['/uploads/business-logos', 'a folder'],
    ['/uploads/business-logos/', 'a folder with a slash'],
    ['/uploads/', 'the uploads root'],
    ['/uploads/notes/readme.txt', 'a stored file that is not an image'],
    ['/uploads/logo.svg', 'an SVG'],
    [`/uploads/${KEY.toUpperCase()}.PNG`, 'a key in capitals'],
    ['/uploads/%E0%A4%A.png', 'broken percent-encoding'],
  ])('answers 404 for %s (%s)', async (rawPath) => {
    const response = await get(rawPath);
    expect(response.status).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.toString()).not.toContain(SECRET);
  });

  it.each([
    '/uploads/../miadi.lock',
    '/uploads/../private.png',
    '/uploads/business-logos/../../private.png',
    '/uploads/%2e%2e/private.png',
    '/uploads/%2E%2E/private.png',
    '/uploads/..%2fprivate.png',
    '/uploads/%2e%2e%2fprivate.png',
    '/uploads/business-logos/..%2F..%2Fprivate.png',
    '/uploads/%252e%252e%252fprivate.png',
    '/uploads/..%5cprivate.png',
    '/uploads/..\\private.png',
    '/uploads/business-logos\\..\\..\\private.png',
    '/uploads/%2fetc%2fpasswd',
    `/uploads/%00${KEY}.png`,
  ])('never serves a file outside the uploads folder for %s', async (rawPath) => {
    const response = await get(rawPath);
    // 400 when the HTTP server itself refuses the request line, 404 from the route
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain(SECRET);
  });

  it('refuses encoded traversal on its own, without the Node HTTP server in front', async () => {
    const app = uploadsRoute(dataDir);
    for (const rawPath of ['/uploads/..%2fprivate.png', '/uploads/%2e%2e%2fmiadi.lock']) {
      const response = await app.request(rawPath);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(SECRET);
    }
  });
});
