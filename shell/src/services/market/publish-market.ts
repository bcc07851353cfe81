import type { MarketState } from '@shop/shared-contracts';
import { type MarketConfig, toMarketState } from './market-config';
import type { MarketStore } from './market-store';

const sameState = (a: MarketState, b: MarketState) =>
  (Object.keys(a) as (keyof MarketState)[]).every((key) => a[key] === b[key]);

/**
 * Publishes the market once it is initialised and again on every change of the published
 * fields; returns the unsubscribe for its owner. Pass
 * `(state) => shopBus.emit('market:changed', state)`.
 */
export function publishMarket(
  store: MarketStore,
  publish: (state: MarketState) => void,
): () => void {
  let last: MarketState | undefined;
  const publishChange = (config: MarketConfig) => {
    // An UNSET market is only the placeholder before init; remotes would flash its prices.
    if (config.status === 'UNSET') return;
    const next = toMarketState(config);
    if (last && sameState(last, next)) return;
    last = next;
    publish(next);
  };
  publishChange(store.current());
  return store.subscribe(publishChange);
}
