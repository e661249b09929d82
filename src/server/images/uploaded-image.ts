import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, errorBody } from '../http/errors';
import {
  ImageRejectedError,
  imageRejection,
  processImage,
  type ImageLimits,
  type ProcessedImage,
} from './process-image';

// room for the multipart framing, and for files a little over the limit to get the friendly message
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The request body limit for an image upload route, in place of the 1 MB JSON limit. A body far over
 * the image limit is cut off while it streams in, with the same message processImage gives.
 */
export function imageBodyLimit(limits: ImageLimits) {
  return bodyLimit({
    maxSize: limits.maxBytes * 2 + FORM_OVERHEAD_BYTES,
    onError: (c) => {
      // the rest of the body is never read, so this connection cannot carry another request
      c.header('Connection', 'close');
      const { reason, message } = imageRejection('too_large', limits);
      return c.json(errorBody(reason, message), 413);
    },
  });
}

/**
 * The image in one field of a multipart form, checked by its content and re-encoded. Every refusal is
 * an ApiError: 413 for a file too large, 400 for anything else.
 */
export async function readUploadedImage(
  c: Context,
  field: string,
  limits: ImageLimits,
): Promise<ProcessedImage> {
  let file: unknown;
  try {
    file = (await c.req.parseBody())[field];
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body must be a multipart form.');
  }
  if (!(file instanceof File)) {
    const { reason, message } = imageRejection('not_an_image', limits);
    throw new ApiError(400, reason, message, { [field]: message });
  }
  try {
    return await processImage(Buffer.from(await file.arrayBuffer()), limits);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const status = error.reason === 'too_large' ? 413 : 400;
    throw new ApiError(status, error.reason, error.message, { [field]: error.message });
  }
}
