import type { IncomingHttpHeaders } from 'node:http';
import {
  describePriceFormat,
  INITIAL_MARKET_SCRIPT_ID,
  type InitialMarket,
  initialMarketSchema,
  jsonInScript,
  type Language,
  PRICE_FORMAT_SCRIPT_ID,
  SITE_CONFIG_SCRIPT_ID,
  type SiteConfig,
  siteConfigSchema,
  splitLanguagePrefix,
  toNumberLocale,
} from '@shop/shared-contracts';
import type { MarketHints } from '../market/market.initial.js';
import { GEOIP_HEADERS } from '../market/market.service.js';

/** Request headers the inlined market depends on: the page must `Vary` on them. */
export const MARKET_HEADERS = ['x-delivery-country', 'x-currency', ...GEOIP_HEADERS] as const;

function readHeader(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first || undefined;
}

/** What a page request says about its market: headers first, then its language prefix. */
export function readMarketHints(headers: IncomingHttpHeaders, pathname: string): MarketHints {
  return {
    deliveryCountry: readHeader(headers, 'x-delivery-country'),
    currency: readHeader(headers, 'x-currency'),
    geoIpCountries: GEOIP_HEADERS.flatMap((name) => readHeader(headers, name) ?? []),
    language: splitLanguagePrefix(pathname).language,
  };
}

export function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${jsonInScript(value)}</script>`;
}

/** The market as `<script type="application/json">`, safe whatever the stored texts hold. */
export function renderMarketScript(market: InitialMarket): string {
  return jsonScript(INITIAL_MARKET_SCRIPT_ID, initialMarketSchema.parse(market));
}

/** Price format scripts by locale and currency (a few dozen at most: six languages, the markets' currencies). */
const priceFormatScripts = new Map<string, string>();

/**
 * How the page's language writes the market's currency (`describePriceFormat`), so the browser
 * formats the page's prices without `Intl.NumberFormat`; empty when only `Intl` can write it.
 */
export function renderPriceFormatScript(language: Language, currencyCode: string): string {
  const locale = toNumberLocale(language);
  const key = `${locale} ${currencyCode}`;
  let script = priceFormatScripts.get(key);
  if (script === undefined) {
    const format = describePriceFormat(locale, currencyCode);
    script = format ? jsonScript(PRICE_FORMAT_SCRIPT_ID, format) : '';
    priceFormatScripts.set(key, script);
  }
  return script;
}

/** The site settings the shell needs before its first route (the language prefix strategy). */
export function renderSiteConfigScript(config: SiteConfig): string {
  return jsonScript(SITE_CONFIG_SCRIPT_ID, siteConfigSchema.parse(config));
}
