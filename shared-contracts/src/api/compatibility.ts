/**
 * The ski wizard's call (platform §3 Ski wizard, §5, §7; catalogue §5): one step's products of
 * a sport, each flagged compatible or not with the products chosen so far. Only the chosen ids
 * are sent (platform §5). Money is integer euro cents including the tax area's VAT.
 */
import * as z from '@shop/shared-contracts/zod';
import { languageSchema } from '../market/language-schema.js';
import { DEFAULT_LANGUAGE, type Language } from '../market/languages.js';
import {
  COMPATIBLE_PRODUCTS_PAGE_SIZE,
  MAX_COMPATIBLE_PRODUCTS_PAGE_SIZE,
  SKI_WIZARD_GROUPS,
  SKI_WIZARD_SPORTS,
  type SkiWizardGroup,
  type SkiWizardSport,
} from './compatibility-constants.js';
import { MAX_ID } from './ids.js';

/** The largest id a 32-bit integer column holds; larger ids name nothing. */

/** A whole number from the query string. */
const queryNumber = () =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

/** A chosen product, named by the variant (size) the shopper chose. */
const chosenVariantSchema = () =>
  queryNumber().positive('must be a variant id').max(MAX_ID, 'is not a known id').optional();

/**
 * `GET /api/compatible_products/` query: the `sport` and the step's `group`, the variant chosen
 * in each group so far (`skis`, `bindings`, `boots`; a group not chosen is left out), texts in
 * `lang`, prices of `taxAreaId`, and the page (`page` from 1, `size` per page). A chosen id that
 * names no public product of that sport and group is ignored (the answer's `selected` shows it
 * as null), so a selection kept from an older visit never breaks the wizard.
 */
export const compatibleProductsQuerySchema = z.object({
  sport: z.enum(SKI_WIZARD_SPORTS, { error: "must be 'alpine' or 'nordic'" }),
  group: z.enum(SKI_WIZARD_GROUPS, { error: "must be 'skis', 'bindings' or 'boots'" }),
  skis: chosenVariantSchema(),
  bindings: chosenVariantSchema(),
  boots: chosenVariantSchema(),
  lang: languageSchema.default(DEFAULT_LANGUAGE),
  taxAreaId: queryNumber()
    .positive('must be positive')
    .max(MAX_ID, 'is not a known tax area')
    .default(1),
  page: queryNumber().min(1, 'must be at least 1').max(100_000, 'is too large').default(1),
  size: queryNumber()
    .min(1, 'must be at least 1')
    .max(MAX_COMPATIBLE_PRODUCTS_PAGE_SIZE, `must be at most ${MAX_COMPATIBLE_PRODUCTS_PAGE_SIZE}`)
    .default(COMPATIBLE_PRODUCTS_PAGE_SIZE),
});
/** What the client sends; the schema parses the same keys from the query string. */
export interface CompatibleProductsQuery {
  readonly sport: SkiWizardSport;
  readonly group: SkiWizardGroup;
  readonly skis?: number;
  readonly bindings?: number;
  readonly boots?: number;
  readonly lang: Language;
  readonly taxAreaId: number;
  readonly page?: number;
  readonly size?: number;
}

/**
 * A price in the tax area. `active` is what everyone pays now: the discount price when one
 * exists, else the regular price (platform §4 Ski wizard), so a discount shows as
 * `active < regular`.
 */
export const wizardPriceSchema = z.object({
  active: z.number().int(),
  regular: z.number().int(),
});
export type WizardPrice = z.infer<typeof wizardPriceSchema>;

/** A variant the shopper can choose: usually a length or a boot size. */
export const wizardVariantSchema = z.object({
  variantId: z.number().int(),
  /** Colour, size and (when the model comes in several) type, e.g. 'Blue, 170 cm'. */
  label: z.string(),
  size: z.string(),
  /** Catalogue §4: can be ordered now (listed products offer only such variants). */
  isOrderable: z.boolean(),
  price: wizardPriceSchema,
});
export type WizardVariant = z.infer<typeof wizardVariantSchema>;

/** A product of a wizard step (platform §3 Ski wizard), with how it goes with the choices. */
export const wizardProductSchema = z.object({
  modelId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  /** The first picture; empty when the model has none. */
  image: z.string(),
  /** `productPath()` of the product page, without a language prefix. */
  path: z.string(),
  /** The interface of skis and boots (e.g. `alpine`, `nordic-classic`); a binding's first fit. */
  norm: z.string(),
  /** Bindings: the norms of the skis and boots they take; empty for skis and boots. */
  fits: z.array(z.string()),
  /** The cheapest variant's price. */
  price: wizardPriceSchema,
  /** The variants do not all cost the same: show 'from'. */
  hasPriceRange: z.boolean(),
  /** In size order. */
  variants: z.array(wizardVariantSchema),
  /** The chosen products it does not go with (catalogue §5); empty when it goes with all. */
  conflicts: z.array(z.enum(SKI_WIZARD_GROUPS)),
  /** `conflicts` is empty: the product can be chosen. */
  isCompatible: z.boolean(),
});
export type WizardProduct = z.infer<typeof wizardProductSchema>;

/** A choice the api recognised: the variant and its product, as the step lists it. */
export const wizardChoiceSchema = z.object({
  variantId: z.number().int(),
  product: wizardProductSchema,
});
export type WizardChoice = z.infer<typeof wizardChoiceSchema>;

/**
 * `GET /api/compatible_products/` answer: a page of the group's public products that can be
 * ordered now, those going with every choice first (then the best sellers first), and the
 * choices as the api recognised them (null: not chosen, or no longer a product of the step).
 */
export const compatibleProductsResponseSchema = z.object({
  sport: z.enum(SKI_WIZARD_SPORTS),
  group: z.enum(SKI_WIZARD_GROUPS),
  products: z.array(wizardProductSchema),
  /** Products of the group in all, and how many of them go with the choices. */
  count: z.number().int(),
  compatibleCount: z.number().int(),
  page: z.number().int(),
  maxPages: z.number().int(),
  selected: z.object({
    skis: wizardChoiceSchema.nullable(),
    bindings: wizardChoiceSchema.nullable(),
    boots: wizardChoiceSchema.nullable(),
  }),
});
export type CompatibleProductsResponse = z.infer<typeof compatibleProductsResponseSchema>;
