import {
  type CardColor,
  type CardPrice,
  type Language,
  localisePath,
  type ProductCard,
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

/** Catalogue §5: about this many characters of the description when weight comes first. */
export const WEIGHT_FIRST_DESCRIPTION_LENGTH = 75;

/**
 * The card's description (catalogue §5): cut to about 75 characters, at a word, when the card's
 * first property is its weight; whole otherwise (the card shows three lines of it).
 */
export function cardDescription(
  card: Pick<ProductCard, 'shortDescription' | 'properties'>,
): string {
  const text = card.shortDescription.trim();
  if (card.properties[0]?.slug !== 'weight' || text.length <= WEIGHT_FIRST_DESCRIPTION_LENGTH) {
    return text;
  }
  const cut = text.slice(0, WEIGHT_FIRST_DESCRIPTION_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words =
    lastSpace > WEIGHT_FIRST_DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut.slice(0, -1);
  return `${words.replace(/[\s,.;:–-]+$/u, '')}…`;
}
