import type { Language, PriceMarket } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';
import { useMemo } from 'react';

/** A card's market: the price market and the delivery country (catalogue §9 price labels). */
export type CardMarket = PriceMarket & { readonly deliveryCountryCode: string };

/**
 * The market prices are shown in, in the page's language; undefined until the shell sets it.
 * The same object while the market stays, so what is computed from it (a listing's facets and
 * filtered cards) is not computed again at every render.
 */
export function usePriceMarket(language: Language): CardMarket | undefined {
  const market = useBusState('market:changed');
  return useMemo(() => (market ? { ...market, language } : undefined), [market, language]);
}
