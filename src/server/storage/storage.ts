import type { S3Env } from '../env';
import type { Logger } from '../logger';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface Storage {
  /** Stores the data under the key and answers the URL it can be read from publicly. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes what `put` stored at this URL; a URL that is not ours, or an object already gone, is ignored. */
  remove(url: string): Promise<void>;
}

export function createStorage(options: { dataDir: string; s3?: S3Env; logger: Logger }): Storage {
  const { dataDir, s3, logger } = options;
  if (s3) {
    logger.info(
      { bucket: s3.bucket, endpoint: s3.endpoint, publicUrl: s3.publicUrl },
      'uploads go to S3',
    );
    return createS3Storage({ s3, logger });
  }
  logger.info({ dataDir }, 'uploads go to the data folder');
  return createLocalStorage({ dataDir, logger });
}
