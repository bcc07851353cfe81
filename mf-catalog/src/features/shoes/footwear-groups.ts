import type { ProductGroupNode } from '@shop/shared-contracts';

export type ShoeGender = 'women' | 'men';

/** Gendered footwear groups are named `womens-…` / `mens-…` and end in shoes or boots. */
const GENDERED = /^(womens|mens)-.*(shoes|boots)$/;

function flatten(nodes: readonly ProductGroupNode[]): ProductGroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The ways into footwear, from the product-group tree. */
export interface FootwearWays {
  /** The footwear group itself, when the tree has one. */
  readonly footwear: ProductGroupNode | undefined;
  /** Its categories (children), shared by both genders. */
  readonly categories: readonly ProductGroupNode[];
  /** Footwear groups anywhere in the tree made for one gender (e.g. women's ski boots). */
  readonly byGender: Readonly<Record<ShoeGender, readonly ProductGroupNode[]>>;
}

/**
 * The ways into footwear for the shoes landing page. The footwear group is the one the api names
 * (`wizardGroups.footwear` of the product-group answer); without it there is none.
 */
export function footwearWays(
  tree: readonly ProductGroupNode[],
  footwearId: number | null | undefined,
): FootwearWays {
  const nodes = flatten(tree);
  const footwear = nodes.find((node) => node.id === footwearId);
  const gendered = nodes.filter((node) => GENDERED.test(node.slug));
  return {
    footwear,
    categories: footwear?.children ?? [],
    byGender: {
      women: gendered.filter((node) => node.slug.startsWith('womens-')),
      men: gendered.filter((node) => node.slug.startsWith('mens-')),
    },
  };
}
