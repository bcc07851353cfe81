import type { EnterpriseOrderResponse, Language, MarketState } from '@shop/shared-contracts';
import { formatPrice } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { staffMessages } from '../../messages/staff-messages';
import { useCheckout } from '../validation/use-checkout';
import { usePlaceEnterpriseOrder } from './api';
import { EnterpriseOrderForm } from './enterprise-order-form';
import { isTransferableLine } from './transfer-lines';

/** The confirmation of a placed enterprise order: its number, customer and total. */
function PlacedOrder({
  placed,
  market,
  language,
}: {
  readonly placed: EnterpriseOrderResponse;
  readonly market: MarketState;
  readonly language: Language;
}) {
  const { t } = useMessages(staffMessages);
  return (
    <div role="status" data-testid="enterprise-placed">
      <p>
        {t('enterprise.placed', { number: placed.orderNumber, customer: placed.customerEmail })}
      </p>
      <p>{t('enterprise.total', { total: formatPrice(placed.total, { ...market, language }) })}</p>
    </div>
  );
}

/**
 * The staff part of `/enterprise/`: the enterprise order form for the cart as validated (the
 * market's delivery methods), and once placed the order's number; the ordered cart is emptied.
 */
export function EnterpriseOrder({ language }: { readonly language: Language }) {
  const { t } = useMessages(staffMessages);
  const { t: tc } = useMessages(checkoutMessages);
  const market = useBusState('market:changed');
  const { cart, validation, store } = useCheckout();
  const place = usePlaceEnterpriseOrder(store.clear);
  if (place.data && market) {
    return <PlacedOrder placed={place.data} market={market} language={language} />;
  }
  if (!cart.lines.some(isTransferableLine)) {
    return <p data-testid="enterprise-empty">{t('enterprise.emptyCart')}</p>;
  }
  if (!market || !validation.response) return <p aria-busy="true">{tc('cart.loading')}</p>;
  return (
    <EnterpriseOrderForm
      cart={cart}
      response={validation.response}
      market={market}
      language={language}
      place={place}
    />
  );
}
