import { describe, expect, it } from 'vitest';
import { countryCodeSchema, currencyCodeSchema, initialMarketSchema } from '../api/market.js';
import { readInitialMarket, toCountryCode, toCurrencyCode } from './market-codes.js';

const CODES: readonly unknown[] = ['fi', ' SE ', 'Fin', 'eur', 'EUR', 'e1', '', 7, null, undefined];

const market = {
  currencyFormat: '{amount} kr',
  currencyRate: 11.2,
  deliveryCountryName: 'Sverige',
  taxAreaId: 3,
  isEuMember: true,
  deliveryCountryCode: 'se',
  currencyCode: 'sek',
  languageCode: 'sv',
};

const MARKETS: readonly unknown[] = [
  market,
  { ...market, extra: 'dropped' },
  { ...market, currencyRate: 0 },
  { ...market, currencyRate: '11.2' },
  { ...market, taxAreaId: 3.5 },
  { ...market, isEuMember: 'yes' },
  { ...market, languageCode: 'xx' },
  { ...market, deliveryCountryCode: undefined },
  [],
  null,
  'market',
];

describe('market codes and the inlined market without zod', () => {
  it.each(CODES.map((code) => [JSON.stringify(code), code]))(
    'reads %s as the code schemas do',
    (_label, code) => {
      const country = countryCodeSchema.safeParse(code);
      const currency = currencyCodeSchema.safeParse(code);
      expect(toCountryCode(code)).toBe(country.success ? country.data : undefined);
      expect(toCurrencyCode(code)).toBe(currency.success ? currency.data : undefined);
    },
  );

  it.each(MARKETS.map((value) => [JSON.stringify(value), value]))(
    'reads the inlined market %s as initialMarketSchema does',
    (_label, value) => {
      const parsed = initialMarketSchema.safeParse(value);
      expect(readInitialMarket(value)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
