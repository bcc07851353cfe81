import {
  type InitialMarket as InlinedMarket,
  initialMarketSchema,
  type Language,
  shopBus,
} from '@shop/shared-contracts';
import i18next from 'i18next';
import { createContext, useContext } from 'react';
import { withMarketChoice } from '../modals/market-choice';
import { trackPageViews } from './analytics/page-views';
import { api } from './api';
import { startAuth } from './auth/start-auth';
import { startBuildWatch } from './build-watch/start-build-watch';
import { reportFatalError } from './errors/fatal-error';
import { connectLocalStateToBus } from './local-state/local-state-bus';
import { createLocalStateStore } from './local-state/local-state-store';
import { getBrowserStorage } from './local-state/safe-storage';
import { type InitialMarket, initMarket } from './market/init-market';
import { createMarketStore } from './market/market-store';
import { publishMarket } from './market/publish-market';
import { createShopResources, type ShopResources } from './resources/shop-resources';
import { startSettings } from './settings/start-settings';

/**
 * The shell's long-lived services, created once at start (the composition root): the market
 * (published on the bus), the auth session, resources per language, local state and the
 * analytics data layer.
 */
export function startShellServices(language: Language) {
  const storage = getBrowserStorage();
  const query = withMarketChoice(new URLSearchParams(window.location.search), storage);
  startSettings(language, query, storage);
  trackPageViews(shopBus);
  startBuildWatch().catch((error: unknown) => console.warn('Build watch not started', error));

  const market = createMarketStore(language);
  publishMarket(market, (state) => shopBus.emit('market:changed', state));
  initMarket({
    initConfig: api.initConfig,
    localeByIp: api.localeByIp,
    inlined: readInlinedMarket(),
    query,
    language,
  }).then(market.initialise, (error: unknown) => console.error('Market init failed', error));

  const resourcesByLanguage = new Map<Language, ShopResources>();
  const resourcesFor = (lang: Language): ShopResources => {
    let resources = resourcesByLanguage.get(lang);
    if (!resources) {
      resources = createShopResources(api, lang);
      resourcesByLanguage.set(lang, resources);
    }
    return resources;
  };
  // Platform §8: the shared resources are needed by every page; failing them is fatal.
  resourcesFor(language)
    .resources.fetch()
    .catch(() => reportFatalError({ status: 500, message: i18next.t('shell:error.resources') }));

  const localState = createLocalStateStore(storage);
  connectLocalStateToBus(localState, shopBus);
  return { market, resourcesFor, auth: startAuth(), localState };
}

export type ShellServices = ReturnType<typeof startShellServices>;

/** The market the server inlined into the first HTML from request headers (platform §7). */
function readInlinedMarket(): InitialMarket | undefined {
  const element = document.getElementById('shop-initial-market');
  if (!element?.textContent) return undefined;
  const parsed = initialMarketSchema.safeParse(JSON.parse(element.textContent));
  if (!parsed.success) {
    console.error('Ignoring an invalid inlined market', parsed.error);
    return undefined;
  }
  return toInitialMarket(parsed.data);
}

function toInitialMarket(inlined: InlinedMarket): InitialMarket {
  const { deliveryCountryCode, currencyCode, languageCode: _language, ...config } = inlined;
  return { deliveryCountryCode, currencyCode, config };
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs the ShellServicesContext provider');
  return services;
}
