import {
  type ProductGroupNode,
  type ProductGroupsResponse,
  splitPath,
} from '@shop/shared-contracts';
import { findGroupById } from '../../lib/find-group';

/**
 * The top-level group the wizard walks down from, as the api names it (`wizardGroups`), never
 * guessed from slugs; undefined when the api names none.
 */
export function findFootwearGroup(response: ProductGroupsResponse): ProductGroupNode | undefined {
  return findGroupById(response.productGroups, response.wizardGroups?.footwear);
}

/** Where a wizard path leads: the groups chosen so far and what to choose next. */
export interface ShoeWizardStep {
  /** The groups chosen, from the first answer on (the footwear group itself not included). */
  readonly trail: readonly ProductGroupNode[];
  /** The group whose children are offered next; the result when it has none. */
  readonly current: ProductGroupNode;
  readonly isResult: boolean;
  /** 1-based number of this step, and how many steps the deepest branch has (result included). */
  readonly number: number;
  readonly total: number;
}

function depth(group: ProductGroupNode): number {
  return group.children.length === 0 ? 0 : 1 + Math.max(...group.children.map(depth));
}

/**
 * Follows the wizard path (`params['*']`, the chosen group slugs) down the footwear tree; null
 * when a segment names no child group. Each answer narrows to a subgroup until a group without
 * subgroups is reached: that group's page is the result.
 */
export function resolveShoeStep(
  footwear: ProductGroupNode,
  stepPath: string,
): ShoeWizardStep | null {
  const trail: ProductGroupNode[] = [];
  let current = footwear;
  for (const slug of splitPath(stepPath)) {
    const next = current.children.find((child) => child.slug === slug.toLowerCase());
    if (!next) return null;
    trail.push(next);
    current = next;
  }
  return {
    trail,
    current,
    isResult: current.children.length === 0,
    number: trail.length + 1,
    total: depth(footwear) + 1,
  };
}

/** The wizard path of an answer: the slugs chosen so far plus this one. */
export function stepPathOf(trail: readonly ProductGroupNode[], next?: ProductGroupNode): string {
  return [...trail, ...(next ? [next] : [])].map((group) => group.slug).join('/');
}
