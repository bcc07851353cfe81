import {
  type CheckoutValidationResponse,
  formatPrice,
  type Language,
  type MarketState,
} from '@shop/shared-contracts';
import { PriceSummaryView, useMessages } from '@shop/shared-contracts/react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { missingForFreeDelivery } from './cart-rows';

/**
 * The cart's money as the server priced it (decision 0023): the summary's rows under the cart's
 * own table (so without its lines), then what is missing for free delivery (catalogue §9) and
 * the delivery time.
 */
export function CheckoutTotals({
  response,
  market,
  language,
}: {
  readonly response: CheckoutValidationResponse;
  readonly market: MarketState;
  readonly language: Language;
}) {
  const { t } = useMessages(checkoutMessages);
  const missing = missingForFreeDelivery(response);
  return (
    <section className="chk-totals" data-testid="checkout-totals">
      <PriceSummaryView summary={response.summary} language={language} showLines={false} />
      {missing !== null ? (
        <p data-testid="free-delivery-missing">
          {t('totals.freeDeliveryMissing', {
            amount: formatPrice(missing, { ...market, language }),
          })}
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
