import { describe, expect, it } from 'vitest';
import type { I18n } from '../../db/schema.js';
import { buildGroupTree, toWizardGroups } from './product-groups.service.js';

const text = (fi: string, en = fi): I18n => ({ fi, sv: fi, en, de: fi, fr: fi, ru: fi });

function group(id: number, parentId: number | null, slug: string, path: string) {
  return {
    id,
    parentId,
    slug,
    path,
    showInMenu: true,
    name: text(slug, `${slug}-en`),
    shortName: text(''),
  };
}

describe('buildGroupTree', () => {
  it('nests children in row order and attaches links, in the requested language', () => {
    const tree = buildGroupTree(
      [
        group(2, 1, 'skis', 'ski/skis'),
        group(1, null, 'ski', 'ski'),
        group(3, 1, 'boots', 'ski/boots'),
      ],
      [{ groupId: 3, slug: 'boot-guide', title: text('Opas', 'Guide'), image: '/media/x.jpg' }],
      'en',
    );
    expect(tree).toHaveLength(1);
    expect(tree[0]?.name).toBe('ski-en');
    expect(tree[0]?.shortName).toBe('ski-en');
    expect(tree[0]?.children.map((child) => child.slug)).toEqual(['skis', 'boots']);
    expect(tree[0]?.children[1]?.links).toEqual([
      { slug: 'boot-guide', title: 'Guide', image: '/media/x.jpg' },
    ]);
  });
});

describe('toWizardGroups', () => {
  it('gives each sport its steps, null for a missing step, and null for a sport without its group', () => {
    expect(
      toWizardGroups([
        { id: 1, wizardRole: 'alpine' },
        { id: 2, wizardRole: 'alpine-skis' },
        { id: 3, wizardRole: 'alpine-boots' },
        { id: 9, wizardRole: 'nordic-skis' },
        { id: 20, wizardRole: 'footwear' },
      ]),
    ).toEqual({
      alpine: { sport: 1, skis: 2, bindings: null, boots: 3 },
      nordic: null,
      footwear: 20,
    });
    expect(toWizardGroups([])).toEqual({ alpine: null, nordic: null, footwear: null });
  });
});
