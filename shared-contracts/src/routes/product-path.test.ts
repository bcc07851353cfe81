import { describe, expect, it } from 'vitest';
import { parseProductPath, productPath } from './product-path.js';

describe('product paths', () => {
  it('puts the brand first, then the group path, then the product slug', () => {
    expect(productPath('fischer', 'nordic-skiing/skis', 'speedmax-3d')).toBe(
      '/fischer/nordic-skiing/skis/speedmax-3d/',
    );
    expect(productPath('fischer', '', 'speedmax-3d')).toBe('/fischer/speedmax-3d/');
  });

  it('parses what it builds, and refuses a brand alone', () => {
    expect(parseProductPath('fischer/nordic-skiing/skis/speedmax-3d')).toEqual({
      manufacturerSlug: 'fischer',
      groupPath: 'nordic-skiing/skis',
      productSlug: 'speedmax-3d',
    });
    expect(parseProductPath('/fischer/speedmax-3d/')?.groupPath).toBe('');
    expect(parseProductPath('fischer')).toBeNull();
  });
});
