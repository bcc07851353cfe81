import { describe, expect, it } from 'vitest';
import { toViewedProductLinks, viewedModelIds } from './viewed-products';

describe('toViewedProductLinks', () => {
  it('prefixes paths with the language, asks for card-width pictures and keeps the order', () => {
    const links = toViewedProductLinks(
      [
        {
          path: '/nordvik/alpine-skiing/skis/race-pro/',
          name: 'Race Pro',
          imageUrl: '/media/a.webp',
        },
        { path: '/fjall/hiking/boots/trail/' },
      ],
      'sv',
    );
    expect(links).toEqual([
      {
        href: '/sv/nordvik/alpine-skiing/skis/race-pro/',
        label: 'Race Pro',
        imageUrl: '/media/a.webp?w=320',
      },
      {
        href: '/sv/fjall/hiking/boots/trail/',
        label: '/fjall/hiking/boots/trail/',
        imageUrl: null,
      },
    ]);
  });

  it('leaves paths unprefixed in the default language', () => {
    expect(toViewedProductLinks([{ path: '/a/b/', name: 'B' }], 'fi')[0]?.href).toBe('/a/b/');
  });
});

describe('viewedModelIds', () => {
  it('lists the known model ids in the viewed order, skipping entries kept without one', () => {
    expect(
      viewedModelIds([{ path: '/a/', modelId: 7 }, { path: '/b/' }, { path: '/c/', modelId: 3 }]),
    ).toEqual([7, 3]);
  });
});
