import { describe, expect, it } from 'vitest';
import { MEDIA_SIZES } from './media-sizes.js';
import { CARD_IMAGE_WIDTH } from './media-url.js';

describe('MEDIA_SIZES', () => {
  it('lists whole-pixel sizes once each', () => {
    const frames = MEDIA_SIZES.frames.map(([width, height]) => `${width}x${height}`);
    expect(new Set(frames).size).toBe(frames.length);
    expect(new Set(MEDIA_SIZES.widths).size).toBe(MEDIA_SIZES.widths.length);
    for (const size of [...MEDIA_SIZES.widths, ...MEDIA_SIZES.frames.flat()]) {
      expect(Number.isInteger(size) && size > 0, String(size)).toBe(true);
    }
  });

  it('holds the card width the pages share', () => {
    expect(MEDIA_SIZES.widths).toContain(CARD_IMAGE_WIDTH);
  });
});
