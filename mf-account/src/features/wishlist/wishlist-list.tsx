import type { Language, ProductCard } from '@shop/shared-contracts';
import { ExposedComponent, useMessages } from '@shop/shared-contracts/react';
import { CardFallback } from '../../lib/card-fallback';
import { accountMessages } from '../../lib/messages';
import { RemoveFromWishlist } from './remove-from-wishlist';

/**
 * The wishlist's models as the shop's one product card (mf-catalog's), in wishlist order, each
 * with a button that removes it.
 */
export function WishlistList({
  cards,
  language,
}: {
  readonly cards: readonly ProductCard[];
  readonly language: Language;
}) {
  const { t } = useMessages(accountMessages);
  if (cards.length === 0) {
    return <p data-testid="wishlist-empty">{t('wishlist.empty')}</p>;
  }
  return (
    <>
      <p data-testid="wishlist-count">{t('wishlist.count', { count: cards.length })}</p>
      <ul className="acc-cards" data-testid="wishlist-list">
        {cards.map((card) => (
          <li
            key={card.id}
            data-testid="wishlist-item"
            data-model-id={card.id}
            className="acc-wishlist-item"
          >
            <ExposedComponent
              remote="mf-catalog"
              module="./ProductCard"
              props={{ card, language }}
              fallback={<CardFallback card={card} language={language} />}
            />
            <RemoveFromWishlist modelId={card.id} name={card.name} />
          </li>
        ))}
      </ul>
    </>
  );
}
