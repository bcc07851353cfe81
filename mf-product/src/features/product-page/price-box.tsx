import {
  formatPrice,
  type Language,
  type ProductPrices,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';
import { priceDisplay } from './price-display';

// Catalogue §9: a discount ribbon shows the percent from 5 % up.
const MIN_RIBBON_PERCENT = 5;

/**
 * The price to pay in the market's currency, its reference price and the club offer; for a
 * logged-in member with a lower club price, that price and then what non-members pay.
 */
export function PriceBox({
  prices,
  language,
}: {
  readonly prices: ProductPrices;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const market = useBusState('market:changed');
  const auth = useBusState('auth:changed');
  if (!market) return null;
  const format = (cents: number) => formatPrice(cents, { ...market, language });
  const shown = priceDisplay(prices, auth?.user.isAuthenticated ?? false);
  const isReduced = shown.reference !== null || shown.isClubPrice;
  const showsLowest30d = market.deliveryCountryCode === 'fi' && prices.lowest30d !== null;
  return (
    <div className="prd-price-box" data-testid="price-box" data-price-type={prices.type}>
      <p className={isReduced ? 'prd-price prd-price-reduced' : 'prd-price'} data-testid="price">
        {shown.isClubPrice ? <span className="prd-club-label">{t('page.clubPrice')} </span> : null}
        {format(shown.current)}
      </p>
      {shown.nonMemberPrice !== null ? (
        <p className="prd-muted" data-testid="non-member-price">
          {t('page.nonMemberPrice', { price: format(shown.nonMemberPrice) })}
        </p>
      ) : null}
      {shown.reference !== null ? (
        <p className="prd-muted" data-testid="reference-price">
          {/* Catalogue §9: Finland shows the lowest price of 30 days, other countries the regular. */}
          {showsLowest30d ? (
            t('page.lowest30d', { price: format(prices.lowest30d ?? shown.reference) })
          ) : (
            <>
              {t('page.regularPrice')} <s>{format(shown.reference)}</s>
            </>
          )}
          {prices.type === 'discount' && prices.discountPercent >= MIN_RIBBON_PERCENT ? (
            <span className="prd-ribbon">
              {t('page.discount', { percent: prices.discountPercent })}
            </span>
          ) : null}
        </p>
      ) : null}
      {shown.clubTeaser !== null ? (
        <p className="prd-club-teaser" data-testid="club-teaser">
          {t('page.clubTeaser', { price: format(shown.clubTeaser) })}{' '}
          <Link to={pathOf(ROUTES.login, language)}>{t('page.logIn')}</Link>
        </p>
      ) : null}
    </div>
  );
}
