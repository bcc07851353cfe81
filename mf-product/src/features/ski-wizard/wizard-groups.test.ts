import type { ProductGroupNode, ProductGroupsResponse } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  findWizardGroups,
  isSkiSport,
  nextStep,
  skiSportOf,
  stepOfQuery,
  stepSearch,
} from './wizard-groups';

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

describe('wizard steps and sports (platform §2 /ski-wizard/{sport}/?group=)', () => {
  it('reads the sport from its name or the ski type of the catalogue’s tiles', () => {
    expect(skiSportOf('alpine')).toBe('alpine');
    expect(skiSportOf('murto')).toBe('nordic');
    expect(skiSportOf('Laskettelu')).toBe('alpine');
    expect(skiSportOf('telemark')).toBeUndefined();
    expect(skiSportOf(undefined)).toBeUndefined();
  });

  it('opens the step the group query names, the skis otherwise', () => {
    expect(stepOfQuery('bindings')).toBe('bindings');
    expect(stepOfQuery('boots')).toBe('boots');
    expect(stepOfQuery('skis')).toBe('skis');
    expect(stepOfQuery('poles')).toBe('skis');
    expect(stepOfQuery(null)).toBe('skis');
    expect(stepSearch('skis')).toBe('');
    expect(stepSearch('boots')).toBe('?group=boots');
  });

  it('goes from skis to bindings to boots', () => {
    expect(nextStep('skis')).toBe('bindings');
    expect(nextStep('bindings')).toBe('boots');
    expect(nextStep('boots')).toBeUndefined();
  });
});
