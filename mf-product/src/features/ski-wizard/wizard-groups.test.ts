import type { ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { findWizardGroups, isSkiSport } from './wizard-groups';

const node = (slug: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id: slug.length,
  name: slug,
  shortName: slug,
  slug,
  path: slug,
  showInMenu: true,
  children,
  links: [],
});

describe('findWizardGroups', () => {
  const tree = [
    node('alpine-skiing', [
      node('alpine-skis'),
      node('ski-poles'),
      node('alpine-bindings'),
      node('alpine-ski-boots'),
    ]),
    node('nordic-skiing', [node('nordic-skis')]),
  ];

  it('finds skis, bindings and boots under the sport', () => {
    const found = findWizardGroups(tree, 'alpine');
    expect(found.sport?.slug).toBe('alpine-skiing');
    expect(found.skis?.slug).toBe('alpine-skis');
    expect(found.bindings?.slug).toBe('alpine-bindings');
    expect(found.boots?.slug).toBe('alpine-ski-boots');
  });

  it('leaves out steps the catalogue has no group for', () => {
    const found = findWizardGroups(tree, 'nordic');
    expect(found.skis?.slug).toBe('nordic-skis');
    expect(found.bindings).toBeUndefined();
  });

  it('knows the two sports only', () => {
    expect(isSkiSport('alpine')).toBe(true);
    expect(isSkiSport('telemark')).toBe(false);
  });
});
