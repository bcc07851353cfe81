import {
  getBrowserStorage,
  type InitialMarket as InlinedMarket,
  type Language,
  readInitialMarket,
  shopBus,
} from '@shop/shared-contracts';
import { sharedQueries } from '@shop/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { withMarketChoice } from '../modals/market-choice';
import { trackPageViews } from './analytics/page-views';
import { startAuth } from './auth/start-auth';
import { startBuildWatch } from './build-watch/start-build-watch';
import { watchCartOwnerDemand } from './cart-owner/cart-owner-demand';
import { reportFatalError } from './errors/fatal-error';
import { connectLocalStateToBus } from './local-state/local-state-bus';
import { createLocalStateStore } from './local-state/local-state-store';
import { type InitialMarket, initMarket } from './market/init-market';
import { createMarketStore } from './market/market-store';
import { publishMarket } from './market/publish-market';
import { loadResources } from './resources/shared-lists';
import { startSettings } from './settings/start-settings';

/**
 * The shell's long-lived services, created once at start (the composition root): the market
 * (published on the bus), the auth session, the resources, local state, the analytics data
 * layer and when the cart's owner is needed. Server data lives in the page's `queryClient`.
 */
export function startShellServices(language: Language, queryClient: QueryClient) {
  const storage = getBrowserStorage();
  const query = withMarketChoice(new URLSearchParams(window.location.search), storage);
  const settingsPublished = startSettings(queryClient, language, query, storage);
  trackPageViews(shopBus);
  startBuildWatch().catch((error: unknown) => console.warn('Build watch not started', error));

  const market = createMarketStore(language);
  publishMarket(market, (state) => shopBus.emit('market:changed', state));
  const marketInitialised = initMarket({
    // Through the page's QueryClient like every read; init-market keeps the platform §7 retry.
    initConfig: (config) => queryClient.fetchQuery(sharedQueries.initConfig(config)),
    localeByIp: () => queryClient.fetchQuery(sharedQueries.localeByIp()),
    inlined: readInlinedMarket(),
    query,
    language,
  }).then(market.initialise, (error: unknown) => console.error('Market init failed', error));

  void loadResources(queryClient, language, reportFatalError);
  // The menu and most pages show product groups: read now, not once a page's remote has loaded.
  // A failure reaches the page's own reader, which fetches again (platform §8).
  void queryClient.prefetchQuery(sharedQueries.productGroups(language));

  const localState = createLocalStateStore(storage);
  connectLocalStateToBus(localState, shopBus);
  // Before any page can ask the cart for something: requests sent early are held for it.
  const cartOwner = watchCartOwnerDemand({ bus: shopBus, storage, events: window });
  return {
    market,
    auth: startAuth(queryClient),
    localState,
    /** Whether the page needs mf-checkout's cart owner (the header badge) yet. */
    cartOwner,
    /** Market and settings published: what a server-rendered page waits for to hydrate. */
    ready: Promise.all([marketInitialised, settingsPublished]).then((): void => undefined),
  };
}

export type ShellServices = ReturnType<typeof startShellServices>;

/** The market the server inlined into the first HTML from request headers (platform §7). */
function readInlinedMarket(): InitialMarket | undefined {
  const element = document.getElementById('shop-initial-market');
  if (!element?.textContent) return undefined;
  const parsed = readInitialMarket(JSON.parse(element.textContent));
  if (!parsed) {
    console.error('Ignoring an invalid inlined market', element.textContent);
    return undefined;
  }
  return toInitialMarket(parsed);
}

export function toInitialMarket(inlined: InlinedMarket): InitialMarket {
  const { deliveryCountryCode, currencyCode, languageCode: _language, ...config } = inlined;
  return { deliveryCountryCode, currencyCode, config };
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs the ShellServicesContext provider');
  return services;
}
