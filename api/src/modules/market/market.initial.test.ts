import { describe, expect, it } from 'vitest';
import type { I18n } from '../../db/schema.js';
import type { MarketTables } from './market.cache.js';
import { type MarketHints, resolveInitialMarket } from './market.initial.js';
import type { CountryRecord, CurrencyRecord } from './market.repository.js';

const name = (fi: string, sv = fi): I18n => ({ fi, sv, en: fi, de: fi, fr: fi, ru: fi });
const country = (code: string, currencyCode: string, isEnabled = true): CountryRecord => ({
  code,
  name: name(`${code}-fi`, `${code}-sv`),
  currencyCode,
  taxAreaId: code === 'fi' ? 1 : 2,
  isEuMember: code !== 'us',
  isEnabled,
});
const currency = (code: string, rate: number): CurrencyRecord => ({
  code,
  rate,
  format: `{amount} ${code}`,
});
const tables: MarketTables = {
  countries: new Map(
    [
      country('fi', 'eur'),
      country('se', 'sek'),
      country('us', 'usd'),
      country('ru', 'rub', false),
    ].map((entry) => [entry.code, entry]),
  ),
  currencies: new Map(
    [currency('eur', 1), currency('sek', 11.2), currency('usd', 1.08)].map((entry) => [
      entry.code,
      entry,
    ]),
  ),
};
const hints = (overrides: Partial<MarketHints>): MarketHints => ({
  deliveryCountry: undefined,
  currency: undefined,
  geoIpCountries: [],
  language: 'fi',
  ...overrides,
});
const codes = (market: ReturnType<typeof resolveInitialMarket>) =>
  `${market.deliveryCountryCode}/${market.currencyCode}/${market.languageCode}`;

describe('resolveInitialMarket (platform §7, §9)', () => {
  it('takes the chosen country and currency, any case, names in the path language', () => {
    const market = resolveInitialMarket(
      tables,
      hints({ deliveryCountry: 'SE', currency: 'usd', language: 'sv' }),
    );
    expect(market).toMatchObject({
      deliveryCountryCode: 'se',
      currencyCode: 'usd',
      currencyRate: 1.08,
      deliveryCountryName: 'se-sv',
      taxAreaId: 2,
    });
  });

  it("gives a chosen or GeoIP country its own currency, skipping GeoIP codes it can't use", () => {
    expect(codes(resolveInitialMarket(tables, hints({ deliveryCountry: 'us' })))).toBe('us/usd/fi');
    const geoIp = hints({ geoIpCountries: ['XX', 'ru', 'se'] });
    expect(codes(resolveInitialMarket(tables, geoIp))).toBe('se/sek/fi');
  });

  it('falls back to the language market without hints or with unusable ones', () => {
    expect(codes(resolveInitialMarket(tables, hints({ language: 'sv' })))).toBe('se/sek/sv');
    expect(codes(resolveInitialMarket(tables, hints({ language: 'en' })))).toBe('us/usd/en');
    expect(codes(resolveInitialMarket(tables, hints({ deliveryCountry: 'ru' })))).toBe('fi/eur/fi');
    const bogusCurrency = hints({ deliveryCountry: 'se', currency: '<b>', language: 'sv' });
    expect(codes(resolveInitialMarket(tables, bogusCurrency))).toBe('se/sek/sv');
  });

  it('ends at Finland in euros when the language market is missing too', () => {
    expect(codes(resolveInitialMarket(tables, hints({ language: 'de' })))).toBe('fi/eur/de');
  });
});
