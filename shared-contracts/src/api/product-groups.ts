import * as z from '@shop/shared-contracts/zod';

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

const groupIdSchema = z.number().int();

/**
 * The groups of one ski wizard (platform §3 Ski wizard), as ids of nodes in `productGroups`:
 * the sport's top-level group and the group of each step; null for a step the data lacks.
 */
export const skiWizardGroupsSchema = z.object({
  sport: groupIdSchema,
  skis: groupIdSchema.nullable(),
  bindings: groupIdSchema.nullable(),
  boots: groupIdSchema.nullable(),
});
export type SkiWizardGroups = z.infer<typeof skiWizardGroupsSchema>;

/**
 * Where the wizards start, from the data rather than guessed from slugs; null where the
 * catalogue has no such group (the wizard then has nothing to offer).
 */
export const wizardGroupsSchema = z.object({
  alpine: skiWizardGroupsSchema.nullable(),
  nordic: skiWizardGroupsSchema.nullable(),
  /** The top-level group the shoe wizard walks down from. */
  footwear: groupIdSchema.nullable(),
});
export type WizardGroups = z.infer<typeof wizardGroupsSchema>;

/** `GET /api/product-groups/` response: the top-level groups in menu order, nested. */
export const productGroupsResponseSchema = z.object({
  productGroups: z.array(productGroupNodeSchema),
  /** Optional only so that answers of an older api still parse. */
  wizardGroups: wizardGroupsSchema.optional(),
});
export type ProductGroupsResponse = z.infer<typeof productGroupsResponseSchema>;
