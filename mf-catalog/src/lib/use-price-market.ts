import type { Language, PriceMarket } from '@shop/shared-contracts';
import { useBusState } from '@shop/shared-contracts/react';

/** A card's market: the price market and the delivery country (catalogue §9 price labels). */
export type CardMarket = PriceMarket & { readonly deliveryCountryCode: string };

/** The market prices are shown in, in the page's language; undefined until the shell sets it. */
export function usePriceMarket(language: Language): CardMarket | undefined {
  const market = useBusState('market:changed');
  return market ? { ...market, language } : undefined;
}
