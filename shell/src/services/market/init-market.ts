import {
  type InitConfigResponse,
  type Language,
  type LocaleByIpResponse,
  toCountryCode,
  toCurrencyCode,
} from '@shop/shared-contracts';
import { createFallbackMarket, type MarketConfig } from './market-config';

/** The market the server put in the page: its choice and, if it fetched it, the config. */
export interface InitialMarket {
  readonly deliveryCountryCode: string;
  readonly currencyCode: string;
  readonly config?: InitConfigResponse;
}

/** What `initMarket` needs; the calls are `sharedApi.initConfig` and `sharedApi.localeByIp`. */
export interface InitMarketDeps {
  readonly initConfig: (query: {
    deliveryCountryCode: string;
    currencyCode: string;
    lang: Language;
  }) => Promise<InitConfigResponse>;
  readonly localeByIp: () => Promise<LocaleByIpResponse>;
  readonly inlined?: InitialMarket;
  readonly query: URLSearchParams;
  readonly language: Language;
}

interface MarketChoice {
  readonly deliveryCountryCode: string;
  readonly currencyCode: string;
}

/**
 * Resolves the market at start (platform §3, §4, §8). Country and currency come from, in order:
 * the `delivery_country` and `currency` query parameters, the server's inlined market, the
 * locale-by-IP call (only when neither named the country), the language's default market.
 * The config is then loaded with one retry; DONE on success, else PENDING with the language's
 * fallback market.
 */
export async function initMarket(deps: InitMarketDeps): Promise<MarketConfig> {
  const fallback = createFallbackMarket(deps.language, 'PENDING');
  const fromQuery = readMarketQuery(deps.query);
  const shouldAskIp = !deps.inlined && !fromQuery.deliveryCountryCode;
  const byIp = shouldAskIp ? await lookUpLocale(deps.localeByIp) : undefined;
  const base = deps.inlined ?? byIp ?? fallback;
  const choice: MarketChoice = {
    deliveryCountryCode: fromQuery.deliveryCountryCode ?? base.deliveryCountryCode,
    currencyCode: fromQuery.currencyCode ?? base.currencyCode,
  };
  const geoIpCountryCode = byIp?.deliveryCountryCode ?? null;
  const isInlinedChoice =
    deps.inlined?.deliveryCountryCode === choice.deliveryCountryCode &&
    deps.inlined.currencyCode === choice.currencyCode;
  const config =
    (isInlinedChoice ? deps.inlined?.config : undefined) ??
    (await loadConfig(deps.initConfig, { ...choice, lang: deps.language }));
  if (!config) return { ...fallback, geoIpCountryCode };
  return { ...fallback, ...choice, ...config, status: 'DONE', geoIpCountryCode };
}

/** Platform §4: the query parameters that override the market on load, if well formed. */
export function readMarketQuery(query: URLSearchParams): Partial<MarketChoice> {
  return toChoice(query.get('delivery_country'), query.get('currency'));
}

function toChoice(country: unknown, currency: unknown): Partial<MarketChoice> {
  const deliveryCountryCode = toCountryCode(country);
  const currencyCode = toCurrencyCode(currency);
  return {
    ...(deliveryCountryCode ? { deliveryCountryCode } : {}),
    ...(currencyCode ? { currencyCode } : {}),
  };
}

async function lookUpLocale(
  localeByIp: InitMarketDeps['localeByIp'],
): Promise<MarketChoice | undefined> {
  try {
    const locale = await localeByIp();
    const { deliveryCountryCode, currencyCode } = toChoice(locale.country_code, locale.currency);
    if (deliveryCountryCode && currencyCode) return { deliveryCountryCode, currencyCode };
    throw new Error('Unusable locale by ip');
  } catch {
    // Platform §8: a failed lookup only warns; the market falls back to other sources.
    console.warn("Can't get locale by ip");
    return undefined;
  }
}

/** Platform §7: init-config is retried once. */
async function loadConfig(
  initConfig: InitMarketDeps['initConfig'],
  query: Parameters<InitMarketDeps['initConfig']>[0],
): Promise<InitConfigResponse | undefined> {
  try {
    return await initConfig(query);
  } catch {
    try {
      return await initConfig(query);
    } catch (error) {
      console.error('Init config failed, using the language market', error);
      return undefined;
    }
  }
}
