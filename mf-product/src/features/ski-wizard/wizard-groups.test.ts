import type { ProductGroupNode, ProductGroupsResponse } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { findWizardGroups, isSkiSport } from './wizard-groups';

const node = (id: number, slug: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id,
  name: slug,
  shortName: slug,
  slug,
  path: slug,
  showInMenu: true,
  children,
  links: [],
});

const productGroups = [
  node(1, 'laskettelu', [node(11, 'sukset'), node(12, 'siteet'), node(13, 'monot')]),
  node(2, 'hiihto', [node(21, 'sukset')]),
];

describe('findWizardGroups (platform §3 Ski wizard)', () => {
  const wizardGroups = {
    alpine: { sport: 1, skis: 11, bindings: 12, boots: 13 },
    nordic: { sport: 2, skis: 21, bindings: null, boots: null },
    footwear: null,
  };
  const response: ProductGroupsResponse = { productGroups, wizardGroups };

  it('takes the groups the api names, whatever their slugs', () => {
    const found = findWizardGroups(response, 'alpine');
    expect(found.sport?.slug).toBe('laskettelu');
    expect(found.skis?.id).toBe(11);
    expect(found.bindings?.id).toBe(12);
    expect(found.boots?.id).toBe(13);
  });

  it('leaves out steps the catalogue has no group for', () => {
    const found = findWizardGroups(response, 'nordic');
    expect(found.skis?.id).toBe(21);
    expect(found.bindings).toBeUndefined();
  });

  it('finds nothing when the api names no wizard groups', () => {
    expect(findWizardGroups({ productGroups }, 'alpine')).toEqual({});
    const noAlpine = { productGroups, wizardGroups: { ...wizardGroups, alpine: null } };
    expect(findWizardGroups(noAlpine, 'alpine')).toEqual({});
  });

  it('knows the two sports only', () => {
    expect(isSkiSport('alpine')).toBe(true);
    expect(isSkiSport('telemark')).toBe(false);
  });
});
