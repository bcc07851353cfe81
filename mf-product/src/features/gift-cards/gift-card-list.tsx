import {
  CARD_IMAGE_WIDTH,
  type GiftCard,
  type Language,
  localisePath,
  mediaUrl,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';
import { GiftCardForm } from './gift-card-form';

/** Each gift card with its amount form and a link to its product page. */
export function GiftCardList({
  cards,
  language,
}: {
  readonly cards: readonly GiftCard[];
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  return (
    <ul className="prd-gift-cards">
      {cards.map((card) => (
        <li key={card.id} className="prd-gift-card" data-testid="gift-card">
          {card.image ? (
            <img src={mediaUrl(card.image, CARD_IMAGE_WIDTH)} alt="" width={CARD_IMAGE_WIDTH} />
          ) : null}
          <h2>{card.name}</h2>
          <p>{card.shortDescription}</p>
          <GiftCardForm
            card={{
              modelId: card.id,
              variantId: card.variantId,
              name: card.name,
              image: card.image,
            }}
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
