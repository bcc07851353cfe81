import type { ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { footwearWays } from './footwear-groups';

const node = (
  id: number,
  slug: string,
  path: string,
  children: ProductGroupNode[] = [],
): ProductGroupNode => ({
  id,
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
    node(1, 'alpine-skiing', 'alpine-skiing', [
      node(2, 'boots', 'alpine-skiing/boots', [
        node(3, 'mens-ski-boots', 'alpine-skiing/boots/mens-ski-boots'),
        node(4, 'womens-ski-boots', 'alpine-skiing/boots/womens-ski-boots'),
      ]),
    ]),
    node(5, 'clothing', 'clothing', [node(6, 'mens-jackets', 'clothing/mens-jackets')]),
    node(7, 'jalkineet', 'jalkineet', [node(8, 'hiking-footwear', 'jalkineet/hiking-footwear')]),
  ];

  it('takes the footwear group the api names, whatever its slug, and its categories', () => {
    const ways = footwearWays(tree, 7);
    expect(ways.footwear?.path).toBe('jalkineet');
    expect(ways.categories.map((group) => group.slug)).toEqual(['hiking-footwear']);
  });

  it('finds the gendered footwear groups anywhere in the tree', () => {
    const ways = footwearWays(tree, 7);
    expect(ways.byGender.women.map((group) => group.slug)).toEqual(['womens-ski-boots']);
    expect(ways.byGender.men.map((group) => group.slug)).toEqual(['mens-ski-boots']);
  });

  it('has no footwear group when the api names none', () => {
    expect(footwearWays(tree, null).footwear).toBeUndefined();
    expect(footwearWays(tree, undefined).categories).toEqual([]);
    expect(footwearWays([], 7).footwear).toBeUndefined();
  });
});
