import type { Language, ProductCard, ViewedProduct } from '@shop/shared-contracts';
import { ExposedComponent, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { CardFallback } from '../../lib/card-fallback';
import { accountMessages } from '../../lib/messages';
import { useModelCards } from '../../lib/use-model-cards';
import { toViewedProductLinks, viewedModelIds } from './viewed-products';

/**
 * The viewed products, newest first, as the shop's one product card (mf-catalog's) where the
 * model is known and still public; as a link with the name and picture the product page
 * reported otherwise (entries kept before the model id was recorded, cards still loading).
 */
export function ViewedProductsList({
  viewed,
  language,
}: {
  readonly viewed: readonly ViewedProduct[];
  readonly language: Language;
}) {
  const { t } = useMessages(accountMessages);
  const cards = useModelCards(viewedModelIds(viewed), language);
  const cardById = new Map<number, ProductCard>((cards.data ?? []).map((card) => [card.id, card]));
  const links = toViewedProductLinks(viewed, language);
  return (
    <>
      <p data-testid="history-count">{t('history.count', { count: links.length })}</p>
      <ul className="acc-cards" data-testid="history-list">
        {links.map((link, index) => {
          const modelId = viewed[index]?.modelId;
          const card = modelId === undefined ? undefined : cardById.get(modelId);
          return (
            <li key={link.href} data-testid="history-item">
              {card ? (
                <ExposedComponent
                  remote="mf-catalog"
                  module="./ProductCard"
                  props={{ card, language }}
                  fallback={<CardFallback card={card} language={language} />}
                />
              ) : (
                <Link to={link.href} className="acc-card">
                  {link.imageUrl ? (
                    <img src={link.imageUrl} alt="" width={160} height={160} loading="lazy" />
                  ) : null}
                  <span className="acc-card-name">{link.label}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
