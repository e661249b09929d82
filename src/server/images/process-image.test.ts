import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  decompressionBombPng,
  htmlFile,
  pdfFile,
  svgFile,
  textFile,
  truncatedPng,
  twoToneImage,
} from '../../../tests/support/image-fixtures';
import { detectImageFormat } from './image-format';
import {
  ImageRejectedError,
  LOGO_IMAGE_LIMITS,
  processImage,
  type ImageLimits,
  type ImageRejectedReason,
} from './process-image';

const MESSAGES: Record<ImageRejectedReason, string> = {
  not_an_image: 'Please select a valid image file',
  too_large: 'File size must be less than 5MB',
  too_many_pixels:
    'This image is too large (more than 25 megapixels). Please choose a smaller image.',
  corrupt: 'This image could not be read. Please choose another file.',
};

async function rejection(input: Buffer, limits: ImageLimits = LOGO_IMAGE_LIMITS) {
  const error: unknown = await processImage(input, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  const { reason, message } = error as ImageRejectedError;
  return { reason, message };
}

/** The RGBA value of one pixel. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('processImage accepts', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('%s, re-encoded in the same format', async (format, contentType, extension) => {
    const input = await twoToneImage(format);
    const output = await processImage(input, LOGO_IMAGE_LIMITS);
    expect(output).toMatchObject({ contentType, extension, width: 40, height: 20 });
    expect(detectImageFormat(output.data)).toBe(format);
    const [red] = await pixel(output.data, 2, 10);
    expect(red).toBeGreaterThan(230);
  });

  it.each(['jpeg', 'webp', 'png'] as const)(
    'and strips the EXIF and GPS position from %s',
    async (format) => {
      const input = await twoToneImage(format, { withGps: true });
      expect((await sharp(input).metadata()).exif).toBeDefined();
      expect(input.includes('TestPhone')).toBe(true);

      const output = await processImage(input, LOGO_IMAGE_LIMITS);
      const metadata = await sharp(output.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(output.data.includes('TestPhone')).toBe(false);
    },
  );

  it('converts an embedded colour profile to sRGB and drops it', async () => {
    const input = await twoToneImage('jpeg', { withP3Profile: true });
    expect((await sharp(input).metadata()).hasProfile).toBe(true);
    const output = await processImage(input, LOGO_IMAGE_LIMITS);
    expect((await sharp(output.data).metadata()).hasProfile).toBe(false);
  });

  it.each(['jpeg', 'webp'] as const)(
    'and turns a %s upright by its EXIF orientation',
    async (format) => {
      // orientation 6: the stored image is shown turned a quarter clockwise, so its left half ends on top
      const input = await twoToneImage(format, { orientation: 6 });
      const output = await processImage(input, LOGO_IMAGE_LIMITS);
      expect(output).toMatchObject({ width: 20, height: 40 });
      expect((await sharp(output.data).metadata()).orientation).toBeUndefined();
      const [topRed, , topBlue] = await pixel(output.data, 10, 2);
      const [bottomRed, , bottomBlue] = await pixel(output.data, 10, 37);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);
    },
  );

  it('shrinks an image to fit within the maximum dimension, keeping its shape', async () => {
    const input = await twoToneImage('png', { width: 300, height: 100 });
    const output = await processImage(input, { ...LOGO_IMAGE_LIMITS, maxDimension: 120 });
    expect(output).toMatchObject({ width: 120, height: 40 });
    expect(await sharp(output.data).metadata()).toMatchObject({ width: 120, height: 40 });
  });

  it('never enlarges a small image', async () => {
    const input = await twoToneImage('webp', { width: 30, height: 90 });
    const output = await processImage(input, { ...LOGO_IMAGE_LIMITS, maxDimension: 1024 });
    expect(output).toMatchObject({ width: 30, height: 90 });
  });

  it('keeps the transparency of a PNG', async () => {
    const input = await twoToneImage('png', { transparent: true });
    const output = await processImage(input, LOGO_IMAGE_LIMITS);
    expect((await pixel(output.data, 35, 10))[3]).toBe(0);
    expect((await pixel(output.data, 5, 10))[3]).toBe(255);
  });
});

describe('processImage refuses', () => {
  it.each([
    ['a text file named .png', () => textFile()],
    ['an SVG (it can carry scripts)', () => svgFile()],
    ['an HTML page', () => htmlFile()],
    ['a PDF', () => pdfFile()],
    ['an empty file', () => Buffer.alloc(0)],
    ['a GIF', () => twoToneImage('gif')],
    ['an AVIF/HEIF image', () => twoToneImage('avif')],
  ])('%s as not an image', async (_name, build) => {
    expect(await rejection(await build())).toEqual({
      reason: 'not_an_image',
      message: MESSAGES.not_an_image,
    });
  });

  it('a file over the size limit, before looking at it', async () => {
    const tooBig = Buffer.concat([await twoToneImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await rejection(tooBig)).toEqual({ reason: 'too_large', message: MESSAGES.too_large });
  });

  it('with the size limit it was given in the message', async () => {
    const input = await twoToneImage('jpeg');
    const limits = { ...LOGO_IMAGE_LIMITS, maxBytes: input.length - 1 };
    expect(await rejection(input, limits)).toMatchObject({ reason: 'too_large' });
    const large = Buffer.alloc(3 * 1024 * 1024);
    expect(await rejection(large, { ...limits, maxBytes: 2.5 * 1024 * 1024 })).toEqual({
      reason: 'too_large',
      message: 'File size must be less than 2.5MB',
    });
  });

  it.each([
    ['a truncated PNG', () => truncatedPng()],
    ['a PNG signature followed by junk', () => Buffer.concat([pngSignature(), textFile()])],
    [
      'a JPEG signature followed by HTML',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), htmlFile()]),
    ],
    ['RIFF/WEBP with nothing inside', () => Buffer.from('RIFF\x04\x00\x00\x00WEBPVP8 ', 'latin1')],
  ])('%s as corrupt', async (_name, build) => {
    expect(await rejection(await build())).toEqual({
      reason: 'corrupt',
      message: MESSAGES.corrupt,
    });
  });

  it('a valid image with more pixels than allowed', async () => {
    // 64 megapixels of one-bit grey is a 8 kB file the decoder would still accept by default
    const input = decompressionBombPng({ width: 8000, height: 8000 });
    expect(input.length).toBeLessThan(10_000);
    expect(await rejection(input)).toEqual({
      reason: 'too_many_pixels',
      message: MESSAGES.too_many_pixels,
    });
  });

  it('a decompression bomb quickly, without decoding it', async () => {
    const bomb = decompressionBombPng({ width: 30_000, height: 30_000, rows: 1 });
    expect(bomb.length).toBeLessThan(200);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await rejection(bomb)).toEqual({
      reason: 'too_many_pixels',
      message: MESSAGES.too_many_pixels,
    });
    expect(performance.now() - started).toBeLessThan(250);
    // decoded, it would be 900 MB of grey
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
  });
});

function pngSignature(): Buffer {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
}
