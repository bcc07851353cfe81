import { useBusState } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { openModal } from '../services/modals/modal-store';

/** A country code as its flag emoji (two regional-indicator letters). */
export function toFlagEmoji(countryCode: string): string {
  return [...countryCode.toUpperCase()]
    .map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65))
    .join('');
}

/**
 * Platform §2: the delivery-country flag and the currency code of the current market; opens
 * the locale modal.
 */
export function MarketBadge() {
  const { t } = useTranslation('shell');
  const market = useBusState('market:changed');
  if (!market) return null;
  return (
    <button
      type="button"
      className="shell-market shell-market-button"
      data-testid="market-badge"
      title={t('market.label', { country: market.deliveryCountryName })}
      aria-label={`${t('locale.open')}: ${t('market.label', { country: market.deliveryCountryName })}, ${market.currencyCode.toUpperCase()}`}
      onClick={() => openModal('locale')}
    >
      <span aria-hidden="true">{toFlagEmoji(market.deliveryCountryCode)}</span>{' '}
      {market.currencyCode.toUpperCase()}
    </button>
  );
}
