import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@shared/business';
import { imageRulesText } from '@shared/messages/image-rules';
import { detectImageFormat, type ImageFormat } from './image-format';
import { imageDecoding } from './image-work';

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
  /** The longest side after processing; smaller images are never enlarged. */
  maxDimension: number;
}

export const LOGO_IMAGE_LIMITS: ImageLimits = {
  maxBytes: IMAGE_MAX_BYTES,
  maxPixels: 25_000_000,
  // shown at most a few hundred pixels wide, so this is sharp on a 2x screen and keeps files small
  maxDimension: 1024,
};

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

export type ImageRejectedReason = 'not_an_image' | 'too_large' | 'too_many_pixels' | 'corrupt';

/** An upload we will not store, with a message fit to show to the person who chose the file. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  constructor(
    readonly reason: ImageRejectedReason,
    message: string,
  ) {
    super(message);
  }
}

const OUTPUT = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

const QUALITY = 82;

/**
 * Checks an uploaded image by its content and re-encodes it: upright, without any metadata (a phone photo's
 * EXIF carries where it was taken), no larger than the limits, in the format family it came in. The
 * decoding waits for one of the process's few image places, so a burst of uploads queues here.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  if (input.length > limits.maxBytes) throw imageRejection('too_large', limits);
  const format = detectImageFormat(input);
  if (!format) throw imageRejection('not_an_image', limits);
  return imageDecoding.run(() => decodeChecked(input, format, limits));
}

async function decodeChecked(
  input: Buffer,
  format: ImageFormat,
  limits: ImageLimits,
): Promise<ProcessedImage> {
  try {
    // the header alone, so a small file claiming a huge canvas is refused before any pixel is decoded
    const header = await sharp(input, { limitInputPixels: false }).metadata();
    if (header.format !== format || !header.width || !header.height) {
      throw imageRejection('corrupt', limits);
    }
    if (header.width * header.height > limits.maxPixels) {
      throw imageRejection('too_many_pixels', limits);
    }
    return await reencode(input, format, limits);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    // the decoder's own pixel limit, in case the header check above was somehow passed
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw imageRejection('too_many_pixels', limits);
    }
    throw imageRejection('corrupt', limits);
  }
}

async function reencode(
  input: Buffer,
  format: ImageFormat,
  limits: ImageLimits,
): Promise<ProcessedImage> {
  // 'error' also refuses truncated data, yet tolerates the harmless warnings many camera JPEGs carry
  let pipeline = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error' })
    .autoOrient()
    .resize({
      width: limits.maxDimension,
      height: limits.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    });
  // sharp writes no metadata unless asked to, and converts any embedded colour profile to sRGB
  if (format === 'png') pipeline = pipeline.png();
  else if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: QUALITY, mozjpeg: true });
  else pipeline = pipeline.webp({ quality: QUALITY });

  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, ...OUTPUT[format], width: info.width, height: info.height };
}

/** The refusal for a reason, with its message worded from the limits in the request's language. */
export function imageRejection(
  reason: ImageRejectedReason,
  limits: ImageLimits,
): ImageRejectedError {
  switch (reason) {
    case 'not_an_image':
      return new ImageRejectedError(reason, imageRulesText('notAnImage'));
    case 'too_large':
      return new ImageRejectedError(
        reason,
        imageRulesText('tooLarge', { max: roundOff(limits.maxBytes / (1024 * 1024)) }),
      );
    case 'too_many_pixels':
      return new ImageRejectedError(
        reason,
        imageRulesText('tooManyPixels', { max: roundOff(limits.maxPixels / 1_000_000) }),
      );
    case 'corrupt':
      return new ImageRejectedError(reason, imageRulesText('corrupt'));
  }
}

function roundOff(value: number): string {
  return String(Math.round(value * 10) / 10);
}
