import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_WIDTH, mediaSrcSet, mediaUrl } from './media-url.js';

describe('mediaUrl', () => {
  it('asks the media route for the width, and the height when given', () => {
    expect(mediaUrl('/media/products/ski_1.webp', CARD_IMAGE_WIDTH)).toBe(
      '/media/products/ski_1.webp?w=320',
    );
    expect(mediaUrl('/media/banner.webp', 1200, 400)).toBe('/media/banner.webp?w=1200&h=400');
  });

  it('adds to an existing query and keeps a width already named', () => {
    expect(mediaUrl('/media/x.webp?v=2', 640)).toBe('/media/x.webp?v=2&w=640');
    expect(mediaUrl('/media/x.webp?w=640', 320)).toBe('/media/x.webp?w=640');
  });

  it('asks for whole pixels, so half of an odd height still names a size (catalogue §9 banners)', () => {
    expect(mediaSrcSet('/media/b.webp', 758 / 2, 447 / 2)).toBe(
      '/media/b.webp?w=379&h=224 379w, /media/b.webp?w=758&h=447 758w',
    );
  });

  it('leaves empty and data addresses alone', () => {
    expect(mediaUrl('', 320)).toBe('');
    expect(mediaUrl('data:image/png;base64,AA', 320)).toBe('data:image/png;base64,AA');
  });
});
