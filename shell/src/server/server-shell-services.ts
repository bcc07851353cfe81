import {
  createMemoryStorage,
  type InitialMarket as InlinedMarket,
  type Language,
  shopBus,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import { withMarketChoice } from '../modals/market-choice';
import { createAuthStore } from '../services/auth/auth-store';
import { storeQueryFeatureFlags } from '../services/feature-flags/feature-flags';
import { createLocalStateStore } from '../services/local-state/local-state-store';
import { initMarket } from '../services/market/init-market';
import { toMarketState } from '../services/market/market-config';
import { createMarketStore } from '../services/market/market-store';
import { settingsState } from '../services/settings/start-settings';
import { type ShellServices, toInitialMarket } from '../services/shell-services';

/**
 * The shell's services for one server render: the same stores the browser starts with, filled
 * from the request alone (its market, its session cookie, its query), so the markup is what the
 * browser's first render produces once it has the inlined market and the server's cache.
 */
export async function startServerShellServices(options: {
  readonly language: Language;
  readonly queryClient: QueryClient;
  readonly query: URLSearchParams;
  readonly market: InlinedMarket | null;
  readonly authorization: string | null;
}) {
  const { language, queryClient, query } = options;
  const storage = createMemoryStorage();
  const marketQuery = withMarketChoice(query, storage);
  // A `featureFlag_{name}` query value counts as the browser counts it (platform §4).
  storeQueryFeatureFlags(query, storage);
  const market = createMarketStore(language);
  const auth = createAuthStore({
    // The request's session (its cookie, read by the api) is the render's login.
    session: { isSignedIn: () => options.authorization !== null, forget() {} },
    queryClient,
    isDevelopment: false,
  });
  const [config, settings] = await Promise.all([
    initMarket({
      initConfig: (config) => queryClient.fetchQuery(sharedQueries.initConfig(config)),
      // The api resolved the request's market already; no second guess from the address.
      localeByIp: () => Promise.reject(new Error('No locale lookup on the server')),
      inlined: options.market ? toInitialMarket(options.market) : undefined,
      query: marketQuery,
      language,
    }),
    queryClient.fetchQuery(sharedQueries.generalSettings(language)).then(
      (pairs) => settingsState(pairs, storage, [...query.keys()]),
      () => settingsState([], storage, [...query.keys()]),
    ),
    auth.restore(),
  ]);
  market.initialise(config);
  const services: ShellServices = {
    market,
    auth,
    localState: createLocalStateStore(storage),
    // The cart lives in the browser: the server renders the header's plain cart link.
    cartOwner: { current: () => false, subscribe: () => () => undefined },
    ready: Promise.resolve(),
  };

  /**
   * The replayed states the browser's shell publishes at start. The bus is one per process on
   * the server, so they are published again right before each synchronous render pass.
   */
  function publishStates(): void {
    shopBus.emit('market:changed', toMarketState(market.current()));
    const { isLoading, user } = auth.current();
    shopBus.emit('auth:changed', { isLoading, user });
    shopBus.emit('settings:changed', settings);
    shopBus.emit('viewed-products:changed', []);
  }

  return { services, publishStates };
}
