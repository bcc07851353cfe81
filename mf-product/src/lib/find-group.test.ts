import type { ProductGroupNode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { findGroupById } from './find-group';

const node = (id: number, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id,
  name: `group ${id}`,
  shortName: `${id}`,
  slug: `group-${id}`,
  path: `group-${id}`,
  showInMenu: true,
  children,
  links: [],
});

describe('findGroupById', () => {
  const tree = [node(1, [node(11), node(12, [node(121)])]), node(2)];

  it('finds top-level and nested groups', () => {
    expect(findGroupById(tree, 2)?.id).toBe(2);
    expect(findGroupById(tree, 121)?.id).toBe(121);
  });
  it('finds nothing for null or an id the tree lacks', () => {
    expect(findGroupById(tree, null)).toBeUndefined();
    expect(findGroupById(tree, 99)).toBeUndefined();
  });
});
