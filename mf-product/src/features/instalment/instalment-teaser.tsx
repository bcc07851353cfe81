import { formatMoney, type Language, type ProductPrices } from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { useEffect, useState } from 'react';
import { productMessages } from '../../messages/product-messages';
import {
  INSTALMENT_TEASER_DELAY_MS,
  instalmentAmount,
  instalmentLocale,
  showsInstalmentTeaser,
} from './instalment-rules';

/** The general settings' feature flag of the teaser. */
const FEATURE_FLAG = 'instalmentTeaser';

/**
 * The instalment-payment teaser of the buy box (catalogue §2 Info boxes, §9): not in Russian;
 * the club price for a logged-in member; shown half a second after the page, in the payment
 * provider's currency, the amount rounded by the shop's one rule and written as prices are
 * (platform §9). Behind the `instalmentTeaser` feature flag.
 */
export function InstalmentTeaser({
  prices,
  language,
}: {
  readonly prices: ProductPrices;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const market = useBusState('market:changed');
  const auth = useBusState('auth:changed');
  const enabled = useBusState('settings:changed')?.featureFlags[FEATURE_FLAG] === true;
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), INSTALMENT_TEASER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!enabled || !market || !showsInstalmentTeaser(language)) return null;
  // The room is there from the first paint (the server's too): the text comes in without
  // moving the page.
  if (!due) return <p className="prd-instalment" aria-hidden="true" />;
  const euroCents =
    auth?.user.isAuthenticated && prices.club !== null && prices.club < prices.active
      ? prices.club
      : prices.active;
  const locale = instalmentLocale(language, market.currencyCode);
  const { minor, currencyCode } = instalmentAmount(euroCents, locale, market);
  // As the page's prices are written (platform §9): whole amounts without decimals.
  const price = formatMoney(minor, currencyCode, language);
  return (
    <p className="prd-instalment" data-testid="instalment-teaser" lang={locale}>
      {t('instalment.teaser', { price })}
    </p>
  );
}
