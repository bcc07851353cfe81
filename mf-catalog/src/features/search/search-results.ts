import type { ProductGroupNode, ResourcesResponse } from '@shop/shared-contracts';
import { matchesQuery } from './match-text';

export interface GroupMatch {
  readonly name: string;
  readonly path: string;
  /** The parent groups' names, for telling apart e.g. men's and women's jackets. */
  readonly trail: readonly string[];
}

/** Product groups whose name (or short name) matches, in tree order, with their trail. */
export function searchGroups(groups: readonly ProductGroupNode[], query: string): GroupMatch[] {
  const matches: GroupMatch[] = [];
  const visit = (nodes: readonly ProductGroupNode[], trail: readonly string[]) => {
    for (const node of nodes) {
      if (matchesQuery(query, [node.name, node.shortName])) {
        matches.push({ name: node.name, path: node.path, trail });
      }
      visit(node.children, [...trail, node.name]);
    }
  };
  visit(groups, []);
  return matches;
}

/** Brands whose name matches, A–Z. */
export function searchBrands(
  brands: ResourcesResponse['manufacturers'],
  query: string,
): ResourcesResponse['manufacturers'] {
  return brands
    .filter((brand) => matchesQuery(query, [brand.name]))
    .sort((a, b) => a.name.localeCompare(b.name));
}
