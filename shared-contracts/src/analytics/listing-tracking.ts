import {
  sliceCategoryPageEventProducts,
  sliceCategoryProducts,
  sliceSearchProducts,
  type TrackedProduct,
} from './tracked-products.js';

/** The tag-manager entry of the products a listing shows (enhanced-ecommerce impressions). */
export interface ImpressionsDataLayerEntry {
  readonly event: 'productImpressions';
  readonly ecommerce: {
    readonly currencyCode: string;
    readonly impressions: readonly (TrackedProduct & {
      readonly list: string;
      readonly position: number;
    })[];
  };
}

/** The category-page event (catalogue §7): the category's name and its first 10 products. */
export interface CategoryPageDataLayerEntry {
  readonly event: 'categoryPage';
  readonly category: string;
  readonly products: readonly TrackedProduct[];
}

export interface ListingView {
  /** A product group's page, or search results. */
  readonly kind: 'category' | 'search';
  /** The category's name, or the search text. */
  readonly name: string;
  /** The products in the order shown. */
  readonly products: readonly TrackedProduct[];
  readonly currencyCode: string;
}

/**
 * Reports a listing to the data layer (platform §9, catalogue §7): a category's first 3 products
 * and its category-page event with the first 10, or a search's first 5. Creates the data layer
 * when the tag manager has not yet.
 */
export function trackListing(view: ListingView, host: { dataLayer?: unknown[] }): void {
  host.dataLayer ??= [];
  const list = view.kind === 'category' ? view.name : `search: ${view.name}`;
  const sliced =
    view.kind === 'category'
      ? sliceCategoryProducts(view.products)
      : sliceSearchProducts(view.products);
  const impressions: ImpressionsDataLayerEntry = {
    event: 'productImpressions',
    ecommerce: {
      currencyCode: view.currencyCode,
      impressions: sliced.map((product, index) => ({ ...product, list, position: index + 1 })),
    },
  };
  host.dataLayer.push(impressions);
  if (view.kind !== 'category') return;
  const categoryPage: CategoryPageDataLayerEntry = {
    event: 'categoryPage',
    category: view.name,
    products: sliceCategoryPageEventProducts(view.products),
  };
  host.dataLayer.push(categoryPage);
}
