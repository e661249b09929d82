import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Env } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createStorage, type Storage } from '../../src/server/storage/storage';
import { InvalidStorageKeyError } from '../../src/server/storage/storage-key';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { twoToneImage } from '../support/image-fixtures';

const logger = createLogger('silent');
const credentials = {
  bucket: 'miadi-uploads',
  region: 'eu-west-1',
  accessKeyId: 'AKIAMIADITEST',
  secretAccessKey: 'test-secret-access-key-0123456789',
};
const KEY = 'business-logos/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60-logo-1767225600000.png';

describe('S3 storage', () => {
  let s3: FakeS3;
  let s3Env: S3Env;
  let storage: Storage;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-s3-'));

  beforeAll(async () => {
    s3 = await startFakeS3(credentials);
    s3Env = {
      ...credentials,
      endpoint: s3.url,
      publicUrl: `${s3.url}/${credentials.bucket}`,
      forcePathStyle: true,
    };
    storage = createStorage({ dataDir, s3: s3Env, logger });
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    s3.objects.clear();
    s3.requests.length = 0;
  });

  it('stores an object, signed with our key, and answers its public URL', async () => {
    const image = await twoToneImage('png');
    const url = await storage.put(KEY, image, 'image/png');

    expect(url).toBe(`${s3Env.publicUrl}/${KEY}`);
    expect(s3.objects.get(KEY)).toEqual({
      body: image,
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.requests).toEqual([
      { method: 'PUT', path: `/${credentials.bucket}/${KEY}`, signedBy: credentials.accessKeyId },
    ]);
    // nothing is written to the data folder when a bucket is configured
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
  });

  it('removes an object by its public URL', async () => {
    const url = await storage.put(KEY, Buffer.from('x'), 'image/png');
    await storage.remove(url);
    expect(s3.objects.has(KEY)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      signedBy: credentials.accessKeyId,
    });
    expect((await fetch(url)).status).toBe(404);
  });

  it('treats removing an object that is already gone as done', async () => {
    await expect(storage.remove(`${s3Env.publicUrl}/${KEY}`)).resolves.toBeUndefined();

    const strict = await startFakeS3({ ...credentials, missingDeleteStatus: 404 });
    try {
      const publicUrl = `${strict.url}/${credentials.bucket}`;
      const other = createStorage({
        dataDir,
        s3: { ...s3Env, endpoint: strict.url, publicUrl },
        logger,
      });
      await expect(other.remove(`${publicUrl}/${KEY}`)).resolves.toBeUndefined();
      expect(strict.requests).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it.each([
    'https://elsewhere.example/business-logos/a.png',
    '/uploads/business-logos/a.png',
    'http://127.0.0.1:1/miadi-uploads/a.png',
  ])('ignores the URL %s, which is not ours', async (url) => {
    await storage.remove(url);
    expect(s3.requests).toEqual([]);
  });

  it('ignores a URL of ours whose key could escape the bucket prefix', async () => {
    await storage.remove(`${s3Env.publicUrl}/../other-bucket/a.png`);
    expect(s3.requests).toEqual([]);
  });

  it.each(['../other-bucket/a.png', '/business-logos/a.png', 'Business-Logos/A.PNG'])(
    'refuses the key %s without a request',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        InvalidStorageKeyError,
      );
      expect(s3.requests).toEqual([]);
    },
  );

  it('fails loudly when the secret key is wrong', async () => {
    const wrong = createStorage({
      dataDir,
      s3: { ...s3Env, secretAccessKey: 'not-the-secret' },
      logger,
    });
    await expect(wrong.put(KEY, Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(s3.objects.size).toBe(0);
  });

  it('fails loudly when the bucket does not exist', async () => {
    const wrong = createStorage({ dataDir, s3: { ...s3Env, bucket: 'no-such-bucket' }, logger });
    await expect(wrong.put(KEY, Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(wrong.remove(`${s3Env.publicUrl}/${KEY}`)).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});
