import {
  getBrowserStorage,
  LANGUAGES,
  type Language,
  splitLanguagePrefix,
  switchLanguageHref,
} from '@shop/shared-contracts';
import { QueryView, sharedQueries, useBusState } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useLocation } from '@shop/shared-contracts/router';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { closeModal } from '../services/modals/modal-store';
import { saveMarketChoice } from './market-choice';

const LANGUAGE_NAMES: Record<Language, string> = {
  fi: 'Suomi',
  sv: 'Svenska',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
};

/** Platform §2: the locale modal changes language, delivery country and currency. */
export function LocaleModal() {
  const { t } = useTranslation('shell');
  const id = useId();
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const market = useBusState('market:changed');
  const markets = useQuery(sharedQueries.markets(language));
  // The currency follows the chosen country until the shopper picks one (issue 12).
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const [currencyPicked, setCurrencyPicked] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = String(form.get('language')) as Language;
    saveMarketChoice(getBrowserStorage(), {
      deliveryCountryCode: String(form.get('country')),
      currencyCode: String(form.get('currency')),
    });
    // The market is locked once set (platform §4): the new one applies on a fresh load.
    window.location.assign(switchLanguageHref(pathname, target));
  };
  return (
    <form className="shell-locale-form" onSubmit={submit} data-testid="locale-modal">
      <h2>{t('locale.title')}</h2>
      <QueryView query={markets}>
        {({ countries, currencies }) => (
          <>
            <label htmlFor={`${id}-language`}>{t('language.label')}</label>
            <select id={`${id}-language`} name="language" defaultValue={language}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-country`}>{t('locale.country')}</label>
            <select
              id={`${id}-country`}
              name="country"
              defaultValue={market?.deliveryCountryCode}
              onChange={(event) => {
                if (currencyPicked) return;
                const country = countries.find((entry) => entry.code === event.target.value);
                if (country) setCurrency(country.currencyCode);
              }}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-currency`}>{t('locale.currency')}</label>
            <select
              id={`${id}-currency`}
              name="currency"
              data-testid="locale-currency"
              value={currency ?? market?.currencyCode}
              onChange={(event) => {
                setCurrency(event.target.value);
                setCurrencyPicked(true);
              }}
            >
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency.toUpperCase()}
                </option>
              ))}
            </select>
          </>
        )}
      </QueryView>
      <div className="shell-locale-actions">
        <button type="button" className="shell-link-button" onClick={closeModal}>
          {t('locale.cancel')}
        </button>
        <button type="submit" className="shell-button">
          {t('locale.save')}
        </button>
      </div>
    </form>
  );
}
