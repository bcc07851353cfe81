import type { ProductGroupNode } from '@shop/shared-contracts';

/** The node with `id` anywhere in the product-group tree; undefined for null or a stale id. */
export function findGroupById(
  groups: readonly ProductGroupNode[],
  id: number | null | undefined,
): ProductGroupNode | undefined {
  if (id === null || id === undefined) return undefined;
  for (const group of groups) {
    if (group.id === id) return group;
    const found = findGroupById(group.children, id);
    if (found) return found;
  }
  return undefined;
}
