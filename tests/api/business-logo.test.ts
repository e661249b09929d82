import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema/businesses';
import { decompressionBombPng, twoToneImage } from '../support/image-fixtures';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson, type ErrorAnswer } from '../support/answers';

function logoForm(data: Buffer | string, name: string, type: string): FormData {
  const form = new FormData();
  form.set(
    'logo',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }),
    name,
  );
  return form;
}

describe('the business logo', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function logoUrlOf(businessId: string) {
    const [row] = await app.db
      .select({ logoUrl: businesses.logoUrl })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row?.logoUrl ?? null;
  }

  it('uploads, serves with long cache and nosniff, replaces and removes a logo', async () => {
    const owner = await ownerWithBusiness(app);
    const first = await owner.upload(
      '/api/business/logo',
      logoForm(await twoToneImage('png', { width: 600, height: 600 }), 'logo.png', 'image/png'),
    );
    expect(first.status).toBe(200);
    const firstUrl = (await readJson<{ business: { logoUrl: string } }>(first)).business.logoUrl;
    expect(firstUrl).toMatch(
      new RegExp(`^/uploads/business-logos/${owner.businessId}-logo-\\d+\\.png$`),
    );

    const served = await fetch(new URL(firstUrl, app.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // re-encoded and fitted within 1024 px, never enlarged
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 600,
      height: 600,
    });

    const second = await owner.upload(
      '/api/business/logo',
      logoForm(await twoToneImage('png', { width: 1600, height: 800 }), 'big.png', 'image/png'),
    );
    const secondUrl = (await readJson<{ business: { logoUrl: string } }>(second)).business.logoUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetch(new URL(firstUrl, app.url))).status).toBe(404);
    const resized = await sharp(
      Buffer.from(await (await fetch(new URL(secondUrl, app.url))).arrayBuffer()),
    ).metadata();
    expect([resized.width, resized.height]).toEqual([1024, 512]);

    const removed = await owner.client.request('/api/business/logo', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await logoUrlOf(owner.businessId)).toBeNull();
    expect((await fetch(new URL(secondUrl, app.url))).status).toBe(404);
  });

  it.each([
    [
      'a text file renamed .png',
      () => Buffer.from('hello, this is not an image'),
      'fake.png',
      'image/png',
      400,
      'Please select a valid image file',
    ],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
      400,
      'Please select a valid image file',
    ],
    [
      'a decompression bomb',
      () => decompressionBombPng({ width: 30000, height: 30000 }),
      'bomb.png',
      'image/png',
      400,
      'This image is too large (more than 25 megapixels). Please choose a smaller image.',
    ],
    [
      'a file over 5 MB',
      () => Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      'huge.png',
      'image/png',
      413,
      'File size must be less than 5MB',
    ],
  ])('refuses %s and keeps the logo it had', async (_label, data, name, type, status, message) => {
    const owner = await ownerWithBusiness(app);
    const kept = await owner.upload(
      '/api/business/logo',
      logoForm(await twoToneImage('png', { width: 300, height: 300 }), 'logo.png', 'image/png'),
    );
    const keptUrl = (await readJson<{ business: { logoUrl: string } }>(kept)).business.logoUrl;
    const response = await owner.upload('/api/business/logo', logoForm(data(), name, type));
    expect(response.status).toBe(status);
    expect((await readJson<ErrorAnswer>(response)).error.message).toBe(message);
    expect(await logoUrlOf(owner.businessId)).toBe(keptUrl);
    const folder = path.join(app.dataDir, 'uploads', 'business-logos');
    expect(fs.readdirSync(folder).filter((file) => file.startsWith(owner.businessId))).toHaveLength(
      1,
    );
  });

  it('answers 400, not 500, to a request without a file or without a form', async () => {
    const owner = await ownerWithBusiness(app);
    expect((await owner.upload('/api/business/logo', new FormData())).status).toBe(400);
    const json = await owner.client.post('/api/business/logo', {
      logo: 'data:image/png;base64,AAAA',
    });
    expect(json.status).toBe(400);
  });

  it('needs a business', async () => {
    const owner = await signedInOwner(app);
    const response = await owner.upload(
      '/api/business/logo',
      logoForm(await twoToneImage('png', { width: 300, height: 300 }), 'logo.png', 'image/png'),
    );
    expect(response.status).toBe(404);
  });
});
