import { MEDIA_SIZES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { MEDIA_FOLDERS } from './media-keys.js';
import { DEFAULT_SIZES } from './media-render.js';
import { allowedSizes, snapSize } from './media-sizes.js';

const asKey = ([width, height]: readonly [number, number]) => `${width}x${height}`;

describe('snapSize', () => {
  it('answers every size the pages ask for as itself', () => {
    for (const frame of MEDIA_SIZES.frames) {
      expect(snapSize('banners', frame[0], frame[1])).toEqual(frame);
    }
    for (const width of MEDIA_SIZES.widths) {
      expect(snapSize('products', width, undefined)).toEqual([width, width * 1.25]);
    }
    expect(snapSize('brands', undefined, undefined)).toEqual(DEFAULT_SIZES.brands);
  });

  it('serves 2400x2400 and other unlisted sizes at an allowed size (issue 13 point 7)', () => {
    expect(snapSize('products', 2400, 2400)).toEqual([960, 960]);
    expect(snapSize('products', 2399, undefined)).toEqual([1920, 2400]);
    expect(snapSize('products', 321, undefined)).toEqual([480, 600]);
    expect(snapSize('products', 100, 125)).toEqual([320, 400]);
    expect(snapSize('products', 1, 5)).toEqual([320, 400]);
    expect(snapSize('blog', 65, 65)).toEqual([96, 96]);
    expect(snapSize('banners', 999_999, 1)).toEqual([2400, 960]);
    expect(snapSize('banners', undefined, 200)).toEqual([480, 283]);
  });

  it('never leaves the allowed sizes, whatever is asked', () => {
    const allowed = new Set(MEDIA_FOLDERS.flatMap((folder) => allowedSizes(folder).map(asKey)));
    const values = [undefined, 1, 15, 63, 64, 97, 379, 500, 999, 1201, 2399, 2400, 2401, 999_999];
    for (const folder of MEDIA_FOLDERS) {
      for (const width of values) {
        for (const height of values) {
          const size = snapSize(folder, width, height);
          expect(allowed.has(asKey(size)), `${folder} ${width}x${height}`).toBe(true);
          expect(allowedSizes(folder).map(asKey)).toContain(asKey(size));
        }
      }
    }
    // Frames, widths in each folder's proportions and the defaults: a few dozen per folder.
    expect(allowedSizes('products').length).toBeLessThan(30);
  });
});
