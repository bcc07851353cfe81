import { type CardPrice, formatPrice, type PriceMarket } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAMESPACE } from '../../lib/messages';

/** The card's price (catalogue §4): reduced prices in red with the regular price struck through. */
export function CardPriceView({
  price,
  fromPrefix,
  market,
}: {
  readonly price: CardPrice;
  readonly fromPrefix: boolean;
  readonly market: PriceMarket;
}) {
  const { t } = useTranslation(CATALOG_NAMESPACE);
  const format = (cents: number) => formatPrice(cents, market);
  return (
    <div className="cat-card-prices">
      <p className="cat-card-price" data-testid="product-card-price" data-price-type={price.type}>
        {fromPrefix ? <span className="cat-card-from">{t('card.from')} </span> : null}
        <span className={price.reference === null ? undefined : 'cat-price-reduced'}>
          {format(price.active)}
        </span>
        {price.reference === null ? null : (
          <s className="cat-price-reference">
            <span className="cat-visually-hidden">
              {t('card.regularPrice', { price: format(price.reference) })}
            </span>
            <span aria-hidden="true">{format(price.reference)}</span>
          </s>
        )}
      </p>
      {price.club === null ? null : (
        <p className="cat-card-club" data-testid="product-card-club-price">
          {t('card.clubPrice', { price: format(price.club) })}
        </p>
      )}
    </div>
  );
}
