import type { ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { searchBrands, searchGroups } from './search-results';

const node = (name: string, path: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id: path.length,
  name,
  shortName: name,
  slug: path.split('/').at(-1) ?? path,
  path,
  showInMenu: true,
  children,
  links: [],
});

describe('search', () => {
  const tree = [
    node('Alpine skiing', 'alpine-skiing', [
      node('Skis', 'alpine-skiing/skis'),
      node('Boots', 'alpine-skiing/boots'),
    ]),
    node('Nordic skiing', 'nordic-skiing', [node('Skis', 'nordic-skiing/skis')]),
  ];

  it('finds groups at every level with their parents as the trail', () => {
    expect(searchGroups(tree, 'skis')).toEqual([
      { name: 'Skis', path: 'alpine-skiing/skis', trail: ['Alpine skiing'] },
      { name: 'Skis', path: 'nordic-skiing/skis', trail: ['Nordic skiing'] },
    ]);
    expect(searchGroups(tree, 'nordic').map((match) => match.path)).toEqual(['nordic-skiing']);
  });

  it('finds brands by name, A–Z', () => {
    const brands = [
      { id: 1, slug: 'nordvik', name: 'Nordvik', logo: '' },
      { id: 2, slug: 'arctic', name: 'Arctic Nomad', logo: '' },
      { id: 3, slug: 'nord', name: 'Nordwand', logo: '' },
    ];
    expect(searchBrands(brands, 'nord').map((brand) => brand.slug)).toEqual(['nordvik', 'nord']);
  });
});
