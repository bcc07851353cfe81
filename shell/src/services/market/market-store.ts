import type { Language } from '@shop/shared-contracts';
import { createFallbackMarket, type MarketConfig } from './market-config';

type Listener = (config: MarketConfig) => void;
type GuardedFields = Pick<
  MarketConfig,
  | 'currencyCode'
  | 'currencyRate'
  | 'deliveryCountryCode'
  | 'deliveryCountryName'
  | 'taxAreaId'
  | 'isEuMember'
>;

/** The shell's market (platform §3, §4); starts UNSET with the language's fallback market. */
export function createMarketStore(language: Language) {
  let config = createFallbackMarket(language, 'UNSET');
  const listeners = new Set<Listener>();
  const update = (next: MarketConfig) => {
    config = next;
    for (const listener of listeners) listener(config);
  };
  // Platform §4: once DONE, the currency, country, tax area and EU membership stay as they are.
  const setGuarded = (fields: Partial<GuardedFields>) => {
    if (config.status !== 'DONE') update({ ...config, ...fields });
  };
  return {
    current: (): MarketConfig => config,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes the result of `initMarket` whole, with its status. */
    initialise(next: MarketConfig): void {
      update(next);
    },
    /** The language follows the route (platform §2), whatever the status. */
    setLanguage(next: Language): void {
      if (next !== config.language) update({ ...config, language: next });
    },
    setCurrency(currencyCode: string, currencyRate: number): void {
      setGuarded({ currencyCode, currencyRate });
    },
    setDeliveryCountry(deliveryCountryCode: string, deliveryCountryName: string): void {
      setGuarded({ deliveryCountryCode, deliveryCountryName });
    },
    setTaxArea(taxAreaId: number): void {
      setGuarded({ taxAreaId });
    },
    setEuMember(isEuMember: boolean): void {
      setGuarded({ isEuMember });
    },
  };
}

export type MarketStore = ReturnType<typeof createMarketStore>;
