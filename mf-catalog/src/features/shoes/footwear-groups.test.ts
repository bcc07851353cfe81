import type { ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { footwearWays } from './footwear-groups';

const node = (slug: string, path: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id: path.length,
  name: slug,
  shortName: slug,
  slug,
  path,
  showInMenu: true,
  children,
  links: [],
});

describe('footwearWays', () => {
  const tree = [
    node('alpine-skiing', 'alpine-skiing', [
      node('boots', 'alpine-skiing/boots', [
        node('mens-ski-boots', 'alpine-skiing/boots/mens-ski-boots'),
        node('womens-ski-boots', 'alpine-skiing/boots/womens-ski-boots'),
      ]),
    ]),
    node('clothing', 'clothing', [node('mens-jackets', 'clothing/mens-jackets')]),
    node('footwear', 'footwear', [node('hiking-footwear', 'footwear/hiking-footwear')]),
  ];

  it('finds the footwear categories and the gendered footwear groups', () => {
    const ways = footwearWays(tree);
    expect(ways.footwear?.path).toBe('footwear');
    expect(ways.categories.map((group) => group.slug)).toEqual(['hiking-footwear']);
    expect(ways.byGender.women.map((group) => group.slug)).toEqual(['womens-ski-boots']);
    expect(ways.byGender.men.map((group) => group.slug)).toEqual(['mens-ski-boots']);
  });

  it('is empty for a tree without footwear', () => {
    expect(footwearWays([]).categories).toEqual([]);
    expect(footwearWays([]).footwear).toBeUndefined();
  });
});
