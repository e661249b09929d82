import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { twoToneImage } from '../../../tests/support/image-fixtures';
import { IMAGE_DECODERS, imageDecoding } from './image-work';
import { LOGO_IMAGE_LIMITS, processImage } from './process-image';

describe('image work', () => {
  it('decodes at most a few images at once, however many arrive together', async () => {
    const photo = await twoToneImage('jpeg', { width: 2400, height: 1600 });
    let most = 0;
    let mostWaiting = 0;
    // sharp's own counters lag a finished task by a callback, so the decoding places are read instead
    const look = () => {
      most = Math.max(most, imageDecoding.used);
      mostWaiting = Math.max(mostWaiting, imageDecoding.waiting);
    };
    const ticking = setInterval(look, 1);
    try {
      const runs = Array.from({ length: 10 }, () => processImage(photo, LOGO_IMAGE_LIMITS));
      look();
      const images = await Promise.all(runs);
      expect(images.map((image) => image.width)).toEqual(Array(10).fill(1024));
    } finally {
      clearInterval(ticking);
    }
    expect(most).toBe(IMAGE_DECODERS);
    // the rest waited their turn
    expect(mostWaiting).toBe(10 - IMAGE_DECODERS);
    expect(imageDecoding.used).toBe(0);
  });

  it('keeps nothing in sharp’s operation cache', async () => {
    await processImage(await twoToneImage('png', { width: 800, height: 800 }), LOGO_IMAGE_LIMITS);
    expect(sharp.cache()).toMatchObject({ memory: { current: 0, max: 0 }, items: { max: 0 } });
  });
});
