import { z } from 'zod';

/** A curated link shown under a product group in menus (an image tile with a title). */
export const productGroupLinkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  image: z.string(),
});
export type ProductGroupLink = z.infer<typeof productGroupLinkSchema>;

/** One node of the product-group tree (platform §3 Product group), names in `?lang`. */
export interface ProductGroupNode {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  /** Slugs from the top-level group down, joined with `/`, e.g. `alpine-skiing/skis`. */
  path: string;
  showInMenu: boolean;
  children: ProductGroupNode[];
  links: ProductGroupLink[];
}

export const productGroupNodeSchema: z.ZodType<ProductGroupNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  slug: z.string(),
  path: z.string(),
  showInMenu: z.boolean(),
  get children() {
    return z.array(productGroupNodeSchema);
  },
  links: z.array(productGroupLinkSchema),
});

/** `GET /api/product-groups/` response: the top-level groups in menu order, nested. */
export const productGroupsResponseSchema = z.object({
  productGroups: z.array(productGroupNodeSchema),
});
export type ProductGroupsResponse = z.infer<typeof productGroupsResponseSchema>;
