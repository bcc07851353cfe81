import * as z from '@shop/shared-contracts/zod';

export const colorResourceSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** CSS colour of the swatch, e.g. `#1a2b3c`. */
  hex: z.string(),
});

export const manufacturerResourceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
});

/** A product group flattened for lookups by id (product cards carry `productGroupIds`). */
export const productGroupResourceSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
});

/** A filterable product property: a numeric range or a yes/no checkbox. */
export const propertyFilterSchema = z.object({
  slug: z.string(),
  name: z.string(),
  unit: z.string(),
  filter: z.enum(['range', 'checkbox']),
});

export const propertyTypeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  bgColor: z.string(),
  textColor: z.string(),
});

/** What a store is: a shop to visit (retail, outlet), the web shop, or external stock. */
export const storeTypeSchema = z.enum(['retail', 'outlet', 'web', 'external']);
export type StoreType = z.infer<typeof storeTypeSchema>;

/** A store; `isWeb` marks the main online store (id 20), which menus leave out. */
export const storeResourceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: storeTypeSchema,
  isWeb: z.boolean(),
});

/** VAT of a product tax class in a tax area, in percent (e.g. 25.5). */
export const taxRateSchema = z.object({
  taxAreaId: z.number().int(),
  taxClass: z.number().int(),
  ratePercent: z.number(),
});

/** `GET /api/resources/` response (platform §3 Resources); names in `?lang`. */
export const resourcesResponseSchema = z.object({
  colors: z.array(colorResourceSchema),
  manufacturers: z.array(manufacturerResourceSchema),
  productGroups: z.array(productGroupResourceSchema),
  propertyFilters: z.array(propertyFilterSchema),
  propertyTypes: z.array(propertyTypeSchema),
  stores: z.array(storeResourceSchema),
  /**
   * The ids of `stores` by name in `?lang`'s alphabetical order (contracts 3.17): lists a shopper
   * picks a store from use it instead of collating in the browser, where the page's first
   * collator costs some 100 ms of a phone's main thread (`storesByName`).
   */
  storeNameOrder: z.array(z.number().int()),
  taxRates: z.array(taxRateSchema),
});
export type ResourcesResponse = z.infer<typeof resourcesResponseSchema>;

export { isVisitableStore, storesByName } from './store-kinds.js';
