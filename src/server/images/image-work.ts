import os from 'node:os';
import sharp from 'sharp';
import { createWorkLimit } from './work-limit';

// every upload is new, so libvips' operation cache (50 MB by default) would only keep old ones alive
sharp.cache(false);
// one libvips thread per image, whatever sharp's allocator detection says: images run side by side
// through imageDecoding instead, so the number of large decodes in memory is ours to choose
sharp.concurrency(1);

/**
 * Images checked and re-encoded at once. Each takes one of libuv's four threads, which file writes
 * also need, and a 25-megapixel decode's memory while it runs; more than the cores would only queue.
 */
export const IMAGE_DECODERS = Math.min(2, os.availableParallelism());
export const imageDecoding = createWorkLimit({ capacity: IMAGE_DECODERS });

/**
 * Upload bodies in memory at once, counted by their Content-Length: a few photos' worth, and any one
 * upload (five service photos are 25 MB) still fits. Its parsed form about doubles it while it runs.
 */
export const UPLOAD_BYTES_AT_ONCE = 32 * 1024 * 1024;
/** Uploads waiting, unread, for room; past this they are told to come back (503 with Retry-After). */
export const MAX_UPLOADS_WAITING = 20;
export const uploadBodies = createWorkLimit({
  capacity: UPLOAD_BYTES_AT_ONCE,
  maxWaiting: MAX_UPLOADS_WAITING,
});
