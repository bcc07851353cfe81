import {
  type CheckoutValidationResponse,
  formatPrice,
  type Language,
  type MarketState,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { missingForFreeDelivery } from './cart-rows';

/** The server's totals (platform §3 Checkout): rows, discount, delivery, repack, gift cards. */
export function CheckoutTotals({
  response,
  market,
  language,
  isDeliveryChosen,
}: {
  readonly response: CheckoutValidationResponse;
  readonly market: MarketState;
  readonly language: Language;
  readonly isDeliveryChosen: boolean;
}) {
  const { t } = useMessages(checkoutMessages);
  const price = (cents: number) => formatPrice(cents, { ...market, language });
  const missing = missingForFreeDelivery(response);
  const giftCards = response.total_price - response.payable_price;
  return (
    <section className="chk-totals" data-testid="checkout-totals">
      <dl className="chk-order-facts">
        <dt>{t('totals.lines')}</dt>
        <dd data-testid="totals-lines">{price(response.lines_total)}</dd>
        {response.discount_total > 0 ? (
          <>
            <dt>{t('totals.discount', { code: response.cart_discount?.code ?? '' })}</dt>
            <dd data-testid="totals-discount">−{price(response.discount_total)}</dd>
          </>
        ) : null}
        <dt>{t('totals.delivery')}</dt>
        <dd data-testid="totals-delivery">
          {isDeliveryChosen
            ? response.delivery_cost === 0
              ? t('payment.free')
              : price(response.delivery_cost)
            : t('totals.deliveryLater')}
        </dd>
        {response.repack_cost > 0 ? (
          <>
            <dt>{t('totals.repack')}</dt>
            <dd>{price(response.repack_cost)}</dd>
          </>
        ) : null}
        <dt>{t('totals.total')}</dt>
        <dd data-testid="totals-total">
          <strong>{price(response.total_price)}</strong>
        </dd>
        {giftCards > 0 ? (
          <>
            <dt>{t('totals.giftCards')}</dt>
            <dd>−{price(giftCards)}</dd>
            <dt>{t('totals.payable')}</dt>
            <dd data-testid="totals-payable">{price(response.payable_price)}</dd>
          </>
        ) : null}
      </dl>
      {missing !== null ? (
        <p data-testid="free-delivery-missing">
          {t('totals.freeDeliveryMissing', { amount: price(missing) })}
        </p>
      ) : null}
      {response.shipping_time_str ? (
        <p className="chk-muted" data-testid="shipping-time">
          {response.shipping_time_str}
        </p>
      ) : null}
    </section>
  );
}
