import { useBusState } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { toFlagEmoji } from '../layout/market-badge';
import { openModal } from '../services/modals/modal-store';

/** Platform §2: shows the delivery-country flag and currency code; opens the locale modal. */
export function MenuLocaleButton() {
  const { t } = useTranslation('shell');
  const market = useBusState('market:changed');
  if (!market) return null;
  const currency = market.currencyCode.toUpperCase();
  return (
    <button
      type="button"
      className="shell-menu-locale"
      data-testid="mobile-menu-locale"
      aria-label={t('menu.locale', { country: market.deliveryCountryName, currency })}
      onClick={() => openModal('locale')}
    >
      <span aria-hidden="true" data-testid="mobile-menu-flag">
        {toFlagEmoji(market.deliveryCountryCode)}
      </span>{' '}
      {currency}
    </button>
  );
}
