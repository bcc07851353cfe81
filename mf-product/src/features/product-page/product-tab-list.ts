import type { ProductModel } from '@shop/shared-contracts';

/** The product page's tabs (catalogue §2), in their order. */
export type ProductTab =
  | 'description'
  | 'details'
  | 'availability'
  | 'reviews'
  | 'guides'
  | 'brand';

/**
 * Which tabs a product has (catalogue §2 Tabs): Description and Details always; Availability
 * for products held in stock (not gift cards); Reviews only with reviews and never for
 * second-hand products; Guides only when posts about the product's groups exist; Brand for a
 * real brand (not '-').
 */
export function productTabs(model: ProductModel, hasGuides = false): ProductTab[] {
  return [
    'description',
    'details',
    ...(model.isGiftCard || model.variants.length === 0 ? [] : (['availability'] as const)),
    ...(model.rating.count > 0 && !model.isSecondHand ? (['reviews'] as const) : []),
    ...(hasGuides ? (['guides'] as const) : []),
    ...(model.manufacturer.slug && model.manufacturer.name.trim() !== '-'
      ? (['brand'] as const)
      : []),
  ];
}

/** The tab an address's hash opens (`#reviews` from the stars), if the product has it. */
export function tabOfHash(hash: string, tabs: readonly ProductTab[]): ProductTab | null {
  const name = hash.replace(/^#/, '');
  return tabs.find((tab) => tab === name) ?? null;
}
