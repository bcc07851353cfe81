import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_WIDTH, mediaUrl } from './media-url.js';

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

  it('leaves empty and data addresses alone', () => {
    expect(mediaUrl('', 320)).toBe('');
    expect(mediaUrl('data:image/png;base64,AA', 320)).toBe('data:image/png;base64,AA');
  });
});
