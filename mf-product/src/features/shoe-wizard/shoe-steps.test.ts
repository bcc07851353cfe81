import type { ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { findFootwearGroup, resolveShoeStep, stepPathOf } from './shoe-steps';

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

const footwear = node('footwear', 'footwear', [
  node('hiking-footwear', 'footwear/hiking-footwear', [
    node('hiking-boots', 'footwear/hiking-footwear/hiking-boots'),
    node('low-hiking-shoes', 'footwear/hiking-footwear/low-hiking-shoes'),
  ]),
  node('sandals', 'footwear/sandals'),
]);

describe('shoe wizard steps', () => {
  it('starts from the group the api names, and from none when it names none', () => {
    const productGroups = [node('alpine-skiing', 'alpine-skiing'), footwear];
    const named = { alpine: null, nordic: null, footwear: footwear.id };
    expect(findFootwearGroup({ productGroups, wizardGroups: named })?.slug).toBe('footwear');
    const none = { ...named, footwear: null };
    expect(findFootwearGroup({ productGroups, wizardGroups: none })).toBeUndefined();
    expect(findFootwearGroup({ productGroups })).toBeUndefined();
  });
  it('starts by offering the activities', () => {
    const step = resolveShoeStep(footwear, '');
    expect(step).toMatchObject({ isResult: false, number: 1, total: 3 });
    expect(step?.current.children.map((child) => child.slug)).toEqual([
      'hiking-footwear',
      'sandals',
    ]);
  });
  it('narrows down to a group without subgroups, the result', () => {
    const kinds = resolveShoeStep(footwear, 'hiking-footwear/');
    expect(kinds).toMatchObject({ isResult: false, number: 2 });
    const result = resolveShoeStep(footwear, 'hiking-footwear/hiking-boots');
    expect(result?.isResult).toBe(true);
    expect(result?.current.path).toBe('footwear/hiking-footwear/hiking-boots');
    expect(resolveShoeStep(footwear, 'sandals')?.isResult).toBe(true);
  });
  it('rejects a path that names no subgroup', () => {
    expect(resolveShoeStep(footwear, 'hiking-footwear/ski-boots')).toBeNull();
  });
  it('builds the path of the next answer', () => {
    const step = resolveShoeStep(footwear, 'hiking-footwear');
    const [boots] = step?.current.children ?? [];
    expect(stepPathOf(step?.trail ?? [], boots)).toBe('hiking-footwear/hiking-boots');
  });
});
