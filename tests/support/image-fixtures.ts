import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const RED = { r: 255, g: 0, b: 0 };
export const BLUE = { r: 0, g: 0, b: 255 };

export interface TestImageOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (1-8) written into the file, for formats that carry EXIF. */
  orientation?: number;
  /** Writes camera EXIF with a GPS position, as a phone photo has. */
  withGps?: boolean;
  /** A fully transparent right half instead of a blue one. */
  transparent?: boolean;
  /** Embeds the Display P3 colour profile. */
  withP3Profile?: boolean;
}

/** An image whose left half is red and right half blue (or transparent), so rotation is visible. */
export async function twoToneImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
  options: TestImageOptions = {},
): Promise<Buffer> {
  const { width = 40, height = 20 } = options;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const isLeft = x < width / 2;
      const colour = isLeft ? RED : BLUE;
      pixels.set(
        [colour.r, colour.g, colour.b, isLeft || !options.transparent ? 255 : 0],
        (y * width + x) * 4,
      );
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 4 } }).toFormat(format);
  if (options.withGps) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 12/1',
      },
    });
  }
  if (options.withP3Profile) image = image.withIccProfile('p3');
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** Random pixels: they do not compress, so a cut through the file lands inside the image data. */
export function noisyPng(width = 64, height = 64): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function truncatedPng(): Promise<Buffer> {
  const png = await noisyPng();
  return png.subarray(0, Math.floor(png.length / 2));
}

export const textFile = (): Buffer => Buffer.from('Just some notes, saved as logo.png\n');

export const svgFile = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
      '<rect width="10" height="10" fill="red"/></svg>',
  );

export const htmlFile = (): Buffer =>
  Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export const pdfFile = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * A PNG built by hand that claims `width` x `height` one-bit grey pixels. With `rows` below the
 * height the image data stops early, so the file stays tiny however large the claim; with every row
 * it is a valid image that would decode to width * height bytes.
 */
export function decompressionBombPng(options: {
  width: number;
  height: number;
  rows?: number;
}): Buffer {
  const { width, height, rows = height } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // bit depth 1, colour type 0 (grey), deflate, adaptive filtering, not interlaced
  header.set([1, 0, 0, 0, 0], 8);
  // each row is a filter byte (0) and its packed bits, all zero: black, and maximally compressible
  const scanlines = Buffer.alloc((1 + Math.ceil(width / 8)) * rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanlines, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
