import type { I18n, SkiWizardInfo } from '../../schema.js';

/** What the media route draws for a product of a group (one silhouette per kind). */
export type Kind =
  | 'ski'
  | 'xc-ski'
  | 'binding'
  | 'ski-boot'
  | 'xc-boot'
  | 'pole'
  | 'helmet'
  | 'goggles'
  | 'jacket'
  | 'pants'
  | 'base-layer'
  | 'fleece'
  | 'overall'
  | 'hiking-boot'
  | 'shoe'
  | 'winter-boot'
  | 'tent'
  | 'sleeping-bag'
  | 'pad'
  | 'stove'
  | 'pot'
  | 'backpack'
  | 'headlamp'
  | 'compass'
  | 'bottle'
  | 'bike'
  | 'glove'
  | 'tyre'
  | 'shirt'
  | 'vest'
  | 'watch'
  | 'gift-card';

/** Size lists the seed picks variants from (see sizes.ts). */
export type SizeScheme =
  | 'alpine-ski'
  | 'junior-ski'
  | 'xc-ski'
  | 'brake-width'
  | 'mondo'
  | 'junior-mondo'
  | 'eu-shoe'
  | 'eu-shoe-men'
  | 'eu-shoe-women'
  | 'kids-shoe'
  | 'alpine-pole'
  | 'xc-pole'
  | 'head'
  | 'letter'
  | 'kids-height'
  | 'one-size'
  | 'frame'
  | 'tyre'
  | 'gift-amount';

/** `[min, max, step]` of a numeric property's generated values. */
export type Range = readonly [number, number, number];

/** A group that holds products: the third level of the tree. */
export interface LeafSpec {
  slug: string;
  name: I18n;
  /** Singular product nouns used in model names; one is picked per model. */
  nouns: I18n[];
  kind: Kind;
  sizes: SizeScheme;
  /** Regular price range in euros (Finnish VAT included). */
  price: readonly [number, number];
  ranges?: Record<string, Range>;
  /** Checkbox properties a model may have. */
  flags?: string[];
  gender?: 'men' | 'women' | 'kids' | 'mixed';
  /**
   * Ski-wizard role: skis and boots get one of `norms`, bindings fit the first norm and may fit
   * the others too.
   */
  wizard?: Pick<SkiWizardInfo, 'sport' | 'group'> & { norms: readonly string[] };
  /** Variant types, the first being the default (catalogue §3 types default 'Regular'). */
  types?: string[];
  /** Outlet groups list the kinds of outlet products they show and get no own products. */
  outletOf?: Kind[];
  /** Share of the generated catalogue this leaf gets, relative to 1. */
  weight?: number;
}

/** Second level of the tree. */
export interface MidSpec {
  slug: string;
  name: I18n;
  children: LeafSpec[];
}

/** Top level of the tree: a navigation page with link tiles (platform §2). */
export interface TopSpec {
  slug: string;
  name: I18n;
  shortName?: I18n;
  description: I18n;
  showInMenu?: boolean;
  children: MidSpec[];
}
