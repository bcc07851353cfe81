import {
  type CardColor,
  type CardPrice,
  type Language,
  localisePath,
} from '@shop/shared-contracts';

/**
 * Platform §2 product card link: the product path in the shopper's language, with
 * `?select-color={color}` when a colour is selected.
 */
export function cardHref(path: string, language: Language, selectedColor?: string): string {
  const href = localisePath(path, language);
  return selectedColor ? `${href}?select-color=${encodeURIComponent(selectedColor)}` : href;
}

/** Catalogue §2: the `color` query (comma separated) preselects the first matching colour. */
export function preselectedColor(
  colors: readonly Pick<CardColor, 'slug'>[],
  colorQuery: string | null,
): string | undefined {
  if (!colorQuery) return undefined;
  const wanted = colorQuery.split(',').map((slug) => slug.trim().toLowerCase());
  return colors.find((color) => wanted.includes(color.slug))?.slug;
}

/** Catalogue §9: the discount ribbon shows a percent when the type is discount and it is ≥ 5. */
export function discountPercent(price: CardPrice, showDiscountPercentage = true): number | null {
  if (!showDiscountPercentage || price.type !== 'discount' || price.reference === null) return null;
  const percent = Math.round(((price.reference - price.active) / price.reference) * 100);
  return percent >= 5 ? percent : null;
}
