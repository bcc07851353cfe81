import type { Language, ProductCard } from '@shop/shared-contracts';
import { ExposedComponent, useMessages } from '@shop/shared-contracts/react';
import { CardFallback } from '../../lib/card-fallback';
import { accountMessages } from '../../lib/messages';

/** The wishlist's models as the shop's one product card (mf-catalog's), in wishlist order. */
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
          <li key={card.id} data-testid="wishlist-item">
            <ExposedComponent
              remote="mf-catalog"
              module="./ProductCard"
              props={{ card, language }}
              fallback={<CardFallback card={card} language={language} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
