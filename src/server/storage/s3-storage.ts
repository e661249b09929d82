import {
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Env } from '../env';
import type { Logger } from '../logger';
import type { Storage } from './storage';
import { assertValidStorageKey, isValidStorageKey } from './storage-key';

// keys are never reused, so an object may be cached for as long as browsers and CDNs allow
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Objects in an S3-compatible bucket, read publicly at `${publicUrl}/<key>`. */
export function createS3Storage(options: { s3: S3Env; logger: Logger }): Storage {
  const { s3, logger } = options;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // without keys the SDK's own chain applies (environment, instance or task role)
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // the newer default checksums are refused by several S3-compatible services (R2, B2, older MinIO)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = `${s3.publicUrl}/`;

  return {
    async put(key, data, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return `${prefix}${key}`;
    },

    async remove(url) {
      const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
      if (!isValidStorageKey(key)) {
        logger.warn({ url }, 'not removing an upload that is not ours');
        return;
      }
      try {
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
      } catch (error) {
        // S3 itself answers 204 for a missing object; some compatible services answer 404
        const isMissingObject =
          error instanceof S3ServiceException &&
          error.$metadata.httpStatusCode === 404 &&
          error.name !== 'NoSuchBucket';
        if (isMissingObject) return;
        throw error;
      }
    },
  };
}
