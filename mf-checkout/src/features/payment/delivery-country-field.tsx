import type { Language, MarketState } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useId } from 'react';
import { checkoutMessages } from '../../messages/checkout-messages';
import { useDeliveryCountries } from './api';
import { marketOverrideHref } from './delivery-country';

/**
 * The delivery country of a delivery outside Finland: the shop's delivery countries, the
 * market's chosen. Another country reloads the page in that country's market (its currency,
 * prices and delivery methods) through the load overrides of platform §4, as the locale modal
 * does; until the countries are known the market's country shows as it is.
 */
export function DeliveryCountryField({
  market,
  language,
  navigate = (href) => window.location.assign(href),
}: {
  readonly market: MarketState;
  readonly language: Language;
  readonly navigate?: (href: string) => void;
}) {
  const { t } = useMessages(checkoutMessages);
  const id = useId();
  const countries = useDeliveryCountries(language);
  const current = market.deliveryCountryCode.toLowerCase();
  return (
    <p>
      <label htmlFor={`${id}-country`}>{t('field.country')}</label>
      {countries.data ? (
        <select
          id={`${id}-country`}
          data-testid="checkout-country"
          value={current}
          aria-describedby={`${id}-country-hint`}
          onChange={(event) => {
            const chosen = countries.data.find(({ code }) => code === event.target.value);
            if (!chosen || chosen.code === current) return;
            navigate(
              marketOverrideHref(window.location.href, {
                deliveryCountryCode: chosen.code,
                currencyCode: chosen.currencyCode,
              }),
            );
          }}
        >
          {countries.data.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={`${id}-country`}
          data-testid="checkout-country"
          value={market.deliveryCountryName}
          readOnly
        />
      )}
      <span id={`${id}-country-hint`} className="chk-muted">
        {t('payment.countryHint')}
      </span>
    </p>
  );
}
