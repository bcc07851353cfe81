import { type CardPrice, formatPrice } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import type { CardMarket } from '../../lib/use-price-market';
import { type CatalogT, catalogMessages } from '../../messages/catalog-messages';
import { cardPriceShown } from './card-price-model';

interface CardPriceProps {
  readonly price: CardPrice;
  readonly fromPrefix: boolean;
  readonly market: CardMarket;
}

/**
 * The card's price (catalogue §4): reduced prices in red with the regular price struck through;
 * a logged-in member's lower club price first, with the non-member price after it (§1).
 */
export function CardPriceView(props: CardPriceProps) {
  const { t } = useMessages(catalogMessages);
  return <CardPriceText {...props} t={t} />;
}

/** The price with the catalogue's messages already read (a card reads them once for all). */
export function CardPriceText({
  price,
  fromPrefix,
  market,
  t,
}: CardPriceProps & { readonly t: CatalogT }) {
  const isLoggedIn = useBusState('auth:changed')?.user.isAuthenticated ?? false;
  const format = (cents: number) => formatPrice(cents, market);
  const shown = cardPriceShown(price, isLoggedIn);
  const from = fromPrefix ? <span className="cat-card-from">{t('card.from')} </span> : null;
  if (shown.isClubPrice) {
    return (
      <div className="cat-card-prices">
        <p className="cat-card-price" data-testid="product-card-price" data-price-type="club">
          {from}
          <span className="cat-price-reduced">
            {t('card.clubPrice', { price: format(shown.main) })}
          </span>
        </p>
        <p className="cat-card-club" data-testid="product-card-non-member-price">
          {t('card.nonMemberPrice', { price: format(shown.nonMember) })}
        </p>
      </div>
    );
  }
  // Catalogue §9: for delivery to Finland a reduced price is set against the lowest price of
  // the last 30 days, as on the product page; elsewhere against the regular price.
  const lowest30d = market.deliveryCountryCode === 'fi' ? price.lowest30d : null;
  return (
    <div className="cat-card-prices">
      <p className="cat-card-price" data-testid="product-card-price" data-price-type={price.type}>
        {from}
        <span className={price.reference === null ? undefined : 'cat-price-reduced'}>
          {format(shown.main)}
        </span>
        {price.reference === null ? null : lowest30d !== null ? (
          <span className="cat-card-lowest" data-testid="product-card-lowest30d">
            {t('card.lowest30d', { price: format(lowest30d) })}
          </span>
        ) : (
          <s className="cat-price-reference">
            <span className="cat-visually-hidden">
              {t('card.regularPrice', { price: format(price.reference) })}
            </span>
            <span aria-hidden="true">{format(price.reference)}</span>
          </s>
        )}
      </p>
      {shown.club === null ? null : (
        <p className="cat-card-club" data-testid="product-card-club-price">
          {t('card.clubPrice', { price: format(shown.club) })}
        </p>
      )}
    </div>
  );
}
