import { type Language, localisePath, type ViewedProduct } from '@shop/shared-contracts';

export interface ViewedProductLink {
  readonly href: string;
  /** The product's name, or its path when the page had not told it. */
  readonly label: string;
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
    imageUrl: product.imageUrl ?? null,
  }));
}
