import { type Language, localisePath, type ProductCard } from '@shop/shared-contracts';
import { ExposedComponent, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';

/**
 * A row of related products (catalogue §2 recommendations, also bought), each the catalogue's
 * own card; while mf-catalog's card loads, or if that remote is down, a product is a link.
 */
export function RelatedProducts({
  title,
  cards,
  language,
  testId,
}: {
  readonly title: 'related.recommendations' | 'related.alsoBought';
  readonly cards: readonly ProductCard[];
  readonly language: Language;
  readonly testId: string;
}) {
  const { t } = useMessages(productMessages);
  if (cards.length === 0) return null;
  return (
    <section className="prd-related" data-testid={testId}>
      <h2>{t(title)}</h2>
      <ul className="prd-related-list">
        {cards.map((card) => (
          <li key={card.id}>
            <ExposedComponent
              remote="mf-catalog"
              module="./ProductCard"
              props={{ card, language }}
              fallback={<Link to={localisePath(card.path, language)}>{card.name}</Link>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
