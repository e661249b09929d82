import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBody, handleError } from '../../src/server/http/errors';
import { LOGO_IMAGE_LIMITS } from '../../src/server/images/process-image';
import { imageBodyLimit, readUploadedImage } from '../../src/server/images/uploaded-image';
import { createLogger } from '../../src/server/logger';
import { createStorage } from '../../src/server/storage/storage';
import { uploadKey } from '../../src/server/storage/storage-key';
import { uploadsRoute } from '../../src/server/storage/uploads-route';
import {
  decompressionBombPng,
  textFile,
  truncatedPng,
  twoToneImage,
} from '../support/image-fixtures';
import { readJson, type ErrorAnswer } from '../support/answers';

const BUSINESS_ID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
const LOGO_PATH = '/api/business/logo';

/** An app wired the way src/server/app.ts is meant to be: the JSON limit everywhere but the upload. */
function buildApp(dataDir: string) {
  const logger = createLogger('silent');
  const storage = createStorage({ dataDir, logger });
  const app = new Hono();
  app.onError(handleError(logger));
  app.use(
    '/api/*',
    except(
      LOGO_PATH,
      bodyLimit({
        maxSize: 1024 * 1024,
        onError: (c) => c.json(errorBody('payload_too_large', 'The request is too large.'), 413),
      }),
    ),
  );
  app.post(LOGO_PATH, imageBodyLimit(LOGO_IMAGE_LIMITS), async (c) => {
    const image = await readUploadedImage(c, 'logo', LOGO_IMAGE_LIMITS);
    const key = uploadKey({
      folder: 'business-logos',
      ownerId: BUSINESS_ID,
      label: 'logo',
      extension: image.extension,
    });
    return c.json({ logoUrl: await storage.put(key, image.data, image.contentType) });
  });
  app.route('/', uploadsRoute(dataDir));
  return app;
}

function upload(app: Hono, file: Buffer, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.set('logo', new Blob([new Uint8Array(file)], { type }), name);
  return app.request(LOGO_PATH, { method: 'POST', body: form });
}

describe('uploading a logo', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-logo-'));
  const app = buildApp(dataDir);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const storedFiles = () =>
    fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).sort();

  it('stores a cleaned image and serves it from the answered URL', async () => {
    const photo = await twoToneImage('jpeg', { withGps: true, width: 3000, height: 1500 });
    const response = await upload(app, photo, 'IMG_0001.JPG', 'image/jpeg');
    expect(response.status).toBe(200);
    const { logoUrl } = await readJson<{ logoUrl: string }>(response);
    expect(logoUrl).toMatch(new RegExp(`^/uploads/business-logos/${BUSINESS_ID}-logo-\\d+\\.jpg$`));

    const served = await app.request(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps the format the content says, whatever the name and declared type say', async () => {
    const response = await upload(app, await twoToneImage('webp'), 'logo.png', 'image/png');
    const { logoUrl } = await readJson<{ logoUrl: string }>(response);
    expect(logoUrl).toMatch(/\.webp$/);
  });

  it.each([
    ['a text file named logo.png', () => textFile(), 400, 'not_an_image'],
    ['a truncated PNG', () => truncatedPng(), 400, 'corrupt'],
    [
      'a decompression bomb',
      () => decompressionBombPng({ width: 30_000, height: 30_000, rows: 1 }),
      400,
      'too_many_pixels',
    ],
    [
      'a file a little over 5 MB',
      async () => Buffer.concat([await twoToneImage('png'), Buffer.alloc(5 * 1024 * 1024)]),
      413,
      'payload_too_large',
    ],
    ['a file far over 5 MB', () => Buffer.alloc(20 * 1024 * 1024), 413, 'payload_too_large'],
  ])('refuses %s with a clear message and stores nothing', async (_name, build, status, code) => {
    const before = storedFiles();
    const response = await upload(app, await build());
    expect(response.status).toBe(status);
    const body = await readJson<ErrorAnswer>(response);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toBe(
      {
        not_an_image: 'Please select a valid image file',
        corrupt: 'This image could not be read. Please choose another file.',
        too_many_pixels:
          'This image is too large (more than 25 megapixels). Please choose a smaller image.',
        payload_too_large: 'File size must be less than 5MB',
      }[code],
    );
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a form without the file', async () => {
    const form = new FormData();
    form.set('name', 'not a file');
    const response = await app.request(LOGO_PATH, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'not_an_image' } });
  });

  it('keeps the 1 MB JSON limit on every other API route', async () => {
    const response = await app.request('/api/business', {
      method: 'PATCH',
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });
});
