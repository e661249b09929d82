import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { API_ERROR_CODES } from '@shared/api-errors';
import { ApiError, errorBody, payloadTooLarge } from '../http/errors';
import { businessAnswers } from '../messages/business-answers';
import { uploadBodies } from './image-work';
import {
  ImageRejectedError,
  imageRejection,
  processImage,
  type ImageLimits,
  type ProcessedImage,
} from './process-image';
import { WorkLimitFullError } from './work-limit';

// room for the multipart framing, and for files a little over the limit to get the friendly message
const FORM_OVERHEAD_BYTES = 64 * 1024;
// long enough for the line to move on by several uploads, each about half a second of decoding
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Lets an upload read its body only when the process has room for it (see uploadBodies); until then
 * it waits unread, and when the line is full it is answered 503 at once, its body never read.
 */
export function admitUpload(maxBodyBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    const bytes = declared > 0 && declared < maxBodyBytes ? declared : maxBodyBytes;
    try {
      await uploadBodies.run(next, bytes);
    } catch (error) {
      if (!(error instanceof WorkLimitFullError)) throw error;
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return c.json(errorBody('busy', businessAnswers('imagesBusy')), 503);
    }
  };
}

/**
 * The request body limit of an upload route, in place of the 1 MB JSON limit, behind admitUpload:
 * room for `files` images at their limit and the form's framing. A body over it is cut off while it
 * streams in, answered 413 with the message `tooLarge` (a function, to be said in the request's
 * language).
 */
export function uploadBodyLimit({
  files,
  limits,
  tooLarge,
}: {
  files: number;
  limits: ImageLimits;
  tooLarge: string | (() => string);
}): MiddlewareHandler {
  const maxSize = files * limits.maxBytes + FORM_OVERHEAD_BYTES;
  return every(
    admitUpload(maxSize),
    bodyLimit({
      maxSize,
      onError: (c) => payloadTooLarge(c, typeof tooLarge === 'string' ? tooLarge : tooLarge()),
    }),
  );
}

/**
 * The body limit of a one-image upload: twice the image limit, so a file a little over it still
 * reaches processImage; a body far over it gets the same message processImage gives.
 */
export function imageBodyLimit(limits: ImageLimits): MiddlewareHandler {
  return uploadBodyLimit({
    files: 2,
    limits,
    tooLarge: () => imageRejection('too_large', limits).message,
  });
}

/**
 * The request's multipart form. Anything else is refused unread, and since its body is never read,
 * the connection is closed rather than kept for another request.
 */
export async function readMultipartForm(
  c: Context,
  options: { all?: boolean } = {},
): Promise<Record<string, unknown>> {
  const refuse = () => {
    c.header('Connection', 'close');
    return new ApiError(400, 'bad_request', businessAnswers('notMultipart'));
  };
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) throw refuse();
  try {
    const body: Record<string, unknown> = await c.req.parseBody(options);
    // the files keep their own copy of the bytes, so the raw body need not wait for the image work
    c.req.bodyCache = {};
    return body;
  } catch {
    throw refuse();
  }
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
  const file = (await readMultipartForm(c))[field];
  if (!(file instanceof File)) {
    const { reason, message } = imageRejection('not_an_image', limits);
    throw new ApiError(400, reason, message, { [field]: message });
  }
  try {
    return await processImage(Buffer.from(await file.arrayBuffer()), limits);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    // too large is the one meaning every route answers alike; the other reasons are the image's own
    if (error.reason === 'too_large') {
      throw new ApiError(413, API_ERROR_CODES.payloadTooLarge, error.message, {
        [field]: error.message,
      });
    }
    throw new ApiError(400, error.reason, error.message, { [field]: error.message });
  }
}
