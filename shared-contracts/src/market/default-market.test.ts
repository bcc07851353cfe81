import { describe, expect, it } from 'vitest';
import { getDefaultMarket } from './default-market.js';

describe('getDefaultMarket (platform §9 language to default market)', () => {
  it.each([
    ['fi', 'fi', 'eur'],
    ['sv', 'se', 'sek'],
    ['ru', 'fi', 'eur'],
    ['de', 'de', 'eur'],
    ['fr', 'fr', 'eur'],
    ['en', 'us', 'usd'],
  ])('%s gives %s and %s', (language, deliveryCountryCode, currencyCode) => {
    expect(getDefaultMarket(language)).toMatchObject({ deliveryCountryCode, currencyCode });
  });

  it('gives the US and USD for anything else', () => {
    expect(getDefaultMarket('et')).toMatchObject({
      deliveryCountryCode: 'us',
      currencyCode: 'usd',
    });
    expect(getDefaultMarket('constructor').currencyCode).toBe('usd');
  });
});
