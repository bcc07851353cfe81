import {
  CARD_IMAGE_WIDTH,
  type Language,
  localisePath,
  mediaUrl,
  type ViewedProduct,
} from '@shop/shared-contracts';

export interface ViewedProductLink {
  readonly href: string;
  /** The product's name, or its path when the page had not told it. */
  readonly label: string;
  /** The picture at card width (platform §9), null when the page named none. */
  readonly imageUrl: string | null;
}

/** The viewed list (newest first, as the shell keeps it) as links in the shopper's language. */
export function toViewedProductLinks(
  products: readonly ViewedProduct[],
  language: Language,
): ViewedProductLink[] {
  return products.map((product) => ({
    href: localisePath(product.path, language),
    label: product.name?.trim() || product.path,
    imageUrl: product.imageUrl ? mediaUrl(product.imageUrl, CARD_IMAGE_WIDTH) : null,
  }));
}

/** The model ids of the viewed list, in its order, for the product cards. */
export function viewedModelIds(products: readonly ViewedProduct[]): number[] {
  return products.flatMap((product) => (product.modelId === undefined ? [] : [product.modelId]));
}
