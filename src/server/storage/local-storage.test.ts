import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createStorage, type Storage } from './storage';
import { InvalidStorageKeyError } from './storage-key';

const KEY = 'business-logos/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60-logo-1767225600000.png';

describe('local storage', () => {
  let dataDir: string;
  let storage: Storage;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-uploads-'));
    // stands for the files beside the uploads that must never be reached through a key or URL
    fs.writeFileSync(path.join(dataDir, 'miadi.lock'), 'secret');
    storage = createStorage({ dataDir, logger: createLogger('silent') });
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const stored = (key: string) => path.join(dataDir, 'uploads', key);

  it('writes the file under DATA_DIR/uploads and answers a path on our own site', async () => {
    const url = await storage.put(KEY, Buffer.from('first'), 'image/png');
    expect(url).toBe(`/uploads/${KEY}`);
    expect(fs.readFileSync(stored(KEY), 'utf8')).toBe('first');
    // no temporary file is left beside it
    expect(fs.readdirSync(path.dirname(stored(KEY)))).toEqual([path.basename(KEY)]);
  });

  it('replaces a file whole when the same key is written again', async () => {
    await storage.put(KEY, Buffer.from('first'), 'image/png');
    await storage.put(KEY, Buffer.from('second'), 'image/png');
    expect(fs.readFileSync(stored(KEY), 'utf8')).toBe('second');
  });

  it('removes a file by its URL, and a missing one is not an error', async () => {
    const url = await storage.put(KEY, Buffer.from('x'), 'image/png');
    await storage.remove(url);
    expect(fs.existsSync(stored(KEY))).toBe(false);
    await expect(storage.remove(url)).resolves.toBeUndefined();
  });

  it.each([
    '/uploads/../miadi.lock',
    '/uploads/business-logos/../../miadi.lock',
    '/miadi.lock',
    'https://bucket.example/miadi.lock',
    `https://miadi.example/uploads/${KEY}`,
  ])('leaves alone what %s points at, since it is not ours', async (url) => {
    await storage.put(KEY, Buffer.from('x'), 'image/png');
    await storage.remove(url);
    expect(fs.readFileSync(path.join(dataDir, 'miadi.lock'), 'utf8')).toBe('secret');
    expect(fs.existsSync(stored(KEY))).toBe(true);
  });

  it.each(['../miadi.lock', 'a/../../miadi.lock', '/tmp/evil.png', 'a\\..\\..\\evil.png', '.x'])(
    'refuses the key %j and writes nothing',
    async (key) => {
      await expect(storage.put(key, Buffer.from('evil'), 'image/png')).rejects.toThrow(
        InvalidStorageKeyError,
      );
      expect(fs.readFileSync(path.join(dataDir, 'miadi.lock'), 'utf8')).toBe('secret');
      expect(fs.readdirSync(dataDir)).toEqual(['miadi.lock']);
    },
  );
});
