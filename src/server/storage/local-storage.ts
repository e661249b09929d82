import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import type { Storage } from './storage';
import { assertValidStorageKey, isValidStorageKey } from './storage-key';

export const LOCAL_UPLOADS_PATH = '/uploads/';

export function uploadsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'uploads');
}

/**
 * The file for a key, or undefined when the key is invalid. The containment check repeats the key
 * rules on purpose: this is the last step before touching the disk.
 */
export function uploadPath(root: string, key: string): string | undefined {
  if (!isValidStorageKey(key)) return undefined;
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** Files under `$DATA_DIR/uploads/<key>`, served by our own site at `/uploads/<key>`. */
export function createLocalStorage(options: { dataDir: string; logger: Logger }): Storage {
  const root = uploadsDir(options.dataDir);
  return {
    async put(key, data) {
      assertValidStorageKey(key);
      const file = uploadPath(root, key);
      if (!file) throw new Error(`Storage key escapes the uploads folder: ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // written aside then renamed, so a reader never sees half a file, even after a crash
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        const handle = await fs.open(temporary, 'wx');
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return `${LOCAL_UPLOADS_PATH}${key}`;
    },

    async remove(url) {
      const key = url.startsWith(LOCAL_UPLOADS_PATH) ? url.slice(LOCAL_UPLOADS_PATH.length) : '';
      const file = uploadPath(root, key);
      if (!file) {
        options.logger.warn({ url }, 'not removing an upload that is not ours');
        return;
      }
      await fs.rm(file, { force: true });
    },
  };
}
