import { describe, expect, it } from 'vitest';
import { cardImageUrl } from './card-image';

describe('cardImageUrl', () => {
  it('asks the media route for a 320 px wide picture', () => {
    expect(cardImageUrl('/media/products/ski_1.webp')).toBe('/media/products/ski_1.webp?w=320');
    expect(cardImageUrl('/media/x.webp?v=2')).toBe('/media/x.webp?v=2&w=320');
  });

  it('keeps a width the address already names', () => {
    expect(cardImageUrl('/media/x.webp?w=640')).toBe('/media/x.webp?w=640');
  });
});
