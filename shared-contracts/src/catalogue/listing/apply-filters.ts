import type { ProductCard } from '../../api/catalogue.js';
import { propertyNumber } from './facets.js';
import type { ListFilters, PropertyFilterValue } from './list-filters.js';

/** Catalogue §5: the text filter ignores case and every character that is not a letter or digit. */
export function normaliseForMatch(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Each card's searchable text, normalised once per card (a list is filtered at every key). */
const searchable = new WeakMap<ProductCard, string>();

function searchableText(card: ProductCard): string {
  let text = searchable.get(card);
  if (text === undefined) {
    // A separator no normalised text contains, so a match never spans two fields.
    text = [card.manufacturer, card.name, card.shortDescription].map(normaliseForMatch).join('\n');
    searchable.set(card, text);
  }
  return text;
}

/** Whether a card matches the text filter: over manufacturer, name and description. */
export function matchesText(card: ProductCard, text: string): boolean {
  const wanted = normaliseForMatch(text);
  return !wanted || searchableText(card).includes(wanted);
}

const anyOf = (wanted: readonly string[], has: readonly string[]) =>
  wanted.length === 0 || wanted.some((value) => has.includes(value));

/**
 * The cards matching every filter: within each value list any value matches (a card in red or
 * blue), across filters all must (red and in stock at the store). `shownPrice` is the card's
 * price in the shown currency's major units, which the price range is in.
 */
export function applyFilters(
  cards: readonly ProductCard[],
  filters: ListFilters,
  shownPrice: (card: ProductCard) => number,
): readonly ProductCard[] {
  const { price } = filters;
  return cards.filter(
    (card) =>
      matchesText(card, filters.text) &&
      (price === null || (shownPrice(card) >= price.min && shownPrice(card) <= price.max)) &&
      anyOf(filters.manufacturer, [card.manufacturerSlug]) &&
      anyOf(
        filters.color,
        card.colors.map((color) => color.slug),
      ) &&
      anyOf(filters.store, card.stocks) &&
      anyOf(filters.size, card.sizes) &&
      anyOf(filters.group, card.productGroupIds.map(String)) &&
      Object.entries(filters.properties).every(([slug, wanted]) => hasProperty(card, slug, wanted)),
  );
}

/** Whether a card has a checkbox property, or a range property's value within the range. */
function hasProperty(card: ProductCard, slug: string, wanted: PropertyFilterValue): boolean {
  const value = card.properties.find((property) => property.slug === slug)?.value;
  if (wanted === true) return value === 'true';
  const number = propertyNumber(value);
  return number !== null && number >= wanted.min && number <= wanted.max;
}
