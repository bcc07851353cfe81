import type { ProductGroupNode } from '@shop/shared-contracts';

/** The top-level footwear group of the tree. */
export const FOOTWEAR_SLUG = 'footwear';

export type ShoeGender = 'women' | 'men';

/** Gendered footwear groups are named `womens-…` / `mens-…` and end in shoes or boots. */
const GENDERED = /^(womens|mens)-.*(shoes|boots)$/;

function flatten(nodes: readonly ProductGroupNode[]): ProductGroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The ways into footwear for the shoes landing page, from the product-group tree. */
export interface FootwearWays {
  /** The footwear group itself, when the tree has one. */
  readonly footwear: ProductGroupNode | undefined;
  /** Its categories (children), shared by both genders. */
  readonly categories: readonly ProductGroupNode[];
  /** Footwear groups anywhere in the tree made for one gender (e.g. women's ski boots). */
  readonly byGender: Readonly<Record<ShoeGender, readonly ProductGroupNode[]>>;
}

export function footwearWays(tree: readonly ProductGroupNode[]): FootwearWays {
  const footwear = tree.find((node) => node.slug === FOOTWEAR_SLUG);
  const gendered = flatten(tree).filter((node) => GENDERED.test(node.slug));
  return {
    footwear,
    categories: footwear?.children ?? [],
    byGender: {
      women: gendered.filter((node) => node.slug.startsWith('womens-')),
      men: gendered.filter((node) => node.slug.startsWith('mens-')),
    },
  };
}
