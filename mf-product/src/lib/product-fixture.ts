import type { ProductModel, ProductPrices, ProductVariant } from '@shop/shared-contracts';

const PRICES: ProductPrices = {
  active: 10000,
  regular: 10000,
  club: null,
  discount: null,
  lowest30d: null,
  type: 'normal',
  discountPercent: 0,
};

/** A variant for unit tests: in stock unless told otherwise. */
export function testVariant(
  variantId: number,
  colorSlug: string,
  sizeSlug: string,
  over: Partial<ProductVariant> = {},
): ProductVariant {
  return {
    variantId,
    colorSlug,
    sizeSlug,
    typeSlug: 'regular',
    isOrderable: true,
    onOrder: false,
    shippingDays: 2,
    incomingDate: null,
    webQuantity: 5,
    isStockBlocked: false,
    inStockStores: [],
    prices: PRICES,
    ...over,
  };
}

/** A product model for unit tests, its options derived from the variants. */
export function testModel(
  variants: readonly ProductVariant[],
  over: Partial<ProductModel> = {},
): ProductModel {
  const unique = (values: string[]) => [...new Set(values)];
  const option = (slug: string) => ({ slug, name: slug.toUpperCase() });
  return {
    id: 1,
    slug: 'storm-pro',
    name: 'Storm Pro',
    modelNumber: 'NV-1',
    path: '/nordvik/alpine-skiing/skis/storm-pro/',
    manufacturer: { name: 'Nordvik', slug: 'nordvik', logo: '/media/brands/nordvik.svg' },
    tagline: '',
    shortDescription: '',
    longDescriptionHtml: '',
    modelNotice: null,
    prices: PRICES,
    colors: unique(variants.map((variant) => variant.colorSlug)).map((slug) => ({
      slug,
      name: slug.charAt(0).toUpperCase() + slug.slice(1),
      hex: '#000000',
      images: [],
    })),
    sizes: unique(variants.map((variant) => variant.sizeSlug)).map(option),
    types: unique(variants.map((variant) => variant.typeSlug)).map(option),
    variants: [...variants],
    images: [],
    properties: [],
    rating: { average: 0, count: 0 },
    mainGroup: { id: 2, name: 'Skis', path: 'alpine-skiing/skis' },
    breadcrumb: [],
    promotedColour: null,
    isPublic: true,
    campaignOnly: false,
    isSecondHand: false,
    isGiftCard: false,
    isBundle: false,
    onOrder: false,
    belongsToOutlet: false,
    ...over,
  };
}
