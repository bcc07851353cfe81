import type { ProductCard } from '../../api/catalogue.js';
import type { SortKey } from './list-filters.js';

/** Catalogue §9: the share of the regular price an offer takes off; 0 without one. */
export function discountFraction(card: ProductCard): number {
  const { active, reference } = card.price;
  return reference !== null && reference > active ? (reference - active) / reference : 0;
}

type Compare = (a: ProductCard, b: ProductCard) => number;

const byNumberDesc =
  (value: (card: ProductCard) => number): Compare =>
  (a, b) =>
    value(b) - value(a);

/** Offers first by the share taken off; at equal shares, regular-priced (`normal`) cards last. */
const byOffer: Compare = (a, b) =>
  discountFraction(b) - discountFraction(a) ||
  Number(a.price.type === 'normal') - Number(b.price.type === 'normal');

/**
 * The cards in a sort's order (catalogue §9); `default` keeps the list's order (the
 * recommendation order). Stable: cards that compare equal keep their order.
 */
export function sortCards(
  cards: readonly ProductCard[],
  sort: SortKey,
  language: string,
): readonly ProductCard[] {
  const compare = comparatorOf(sort, language);
  return compare ? [...cards].sort(compare) : cards;
}

function comparatorOf(sort: SortKey, language: string): Compare | null {
  switch (sort) {
    case 'default':
      return null;
    case 'popular':
      return byNumberDesc((card) => card.soldAmount);
    case 'newest':
      return byNumberDesc((card) => Date.parse(card.published) || 0);
    case 'stars':
      return (a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count;
    case 'offers':
      return byOffer;
    case 'lowest':
      return (a, b) => a.price.active - b.price.active;
    case 'highest':
      return (a, b) => b.price.active - a.price.active;
    case 'alphabetical': {
      const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
      return (a, b) => collator.compare(a.name, b.name);
    }
  }
}
