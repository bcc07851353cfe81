import { type GiftCard, type Language, localisePath } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAMESPACE } from '../../lib/messages';
import { GiftCardForm } from './gift-card-form';

/** Each gift card with its amount form and a link to its product page. */
export function GiftCardList({
  cards,
  language,
}: {
  readonly cards: readonly GiftCard[];
  readonly language: Language;
}) {
  const { t } = useTranslation(PRODUCT_NAMESPACE);
  return (
    <ul className="prd-gift-cards">
      {cards.map((card) => (
        <li key={card.id} className="prd-gift-card" data-testid="gift-card">
          {card.image ? <img src={`${card.image}?w=320`} alt="" width={320} /> : null}
          <h2>{card.name}</h2>
          <p>{card.shortDescription}</p>
          <GiftCardForm
            cardId={card.id}
            unitPrice={card.unitPrice}
            needsRecipient={card.needsRecipient}
            language={language}
          />
          <Link to={localisePath(card.path, language)} data-testid="gift-card-link">
            {t('gift.open')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
