import type { ViewedProduct } from '@shop/shared-contracts';
import { readItem, readJson, type StorageLike } from '@shop/shared-contracts';

/** Platform §9: the viewed-products list keeps at most 60 products. */
export const MAX_VIEWED_PRODUCTS = 60;

/** A product the shopper opened, keyed by its path (platform §3 local storage state). */
export type { ViewedProduct };

/** Platform §3 local storage state. */
export interface LocalState {
  /** Most recent first. */
  readonly selectedSizes: readonly string[];
  /** Newest first, one entry per path. */
  readonly viewedProducts: readonly ViewedProduct[];
  readonly postcode: string;
}

export const LOCAL_STATE_KEYS = {
  selectedSizes: 'selectedSizes',
  viewedProducts: 'viewedProducts',
  postcode: 'postcode',
} as const;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isViewedProductList = (value: unknown): value is ViewedProduct[] =>
  Array.isArray(value) && value.every(isViewedProduct);

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const { path, modelId, name, imageUrl } = value as Record<string, unknown>;
  return (
    typeof path === 'string' &&
    (modelId === undefined || Number.isInteger(modelId)) &&
    (name === undefined || typeof name === 'string') &&
    (imageUrl === undefined || typeof imageUrl === 'string')
  );
}

/** Reads the local state; anything missing or corrupt reads as empty. */
export function readLocalState(storage: StorageLike): LocalState {
  return {
    selectedSizes: readJson(storage, LOCAL_STATE_KEYS.selectedSizes, isStringList) ?? [],
    viewedProducts: readJson(storage, LOCAL_STATE_KEYS.viewedProducts, isViewedProductList) ?? [],
    postcode: readItem(storage, LOCAL_STATE_KEYS.postcode) ?? '',
  };
}

/** Platform §3: the selected size moves to the front, once. */
export function addSelectedSize(sizes: readonly string[], size: string): string[] {
  return [size, ...sizes.filter((item) => item !== size)];
}

/** Platform §9: newest first, deduplicated by path, at most 60. */
export function addViewedProduct(
  products: readonly ViewedProduct[],
  product: ViewedProduct,
): ViewedProduct[] {
  const others = products.filter((item) => item.path !== product.path);
  return [product, ...others].slice(0, MAX_VIEWED_PRODUCTS);
}

/** A postcode is saved only when cleared or complete (five characters). */
export function isSavablePostcode(postcode: string): boolean {
  return postcode.length === 0 || postcode.length === 5;
}
