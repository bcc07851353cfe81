import { describe, expect, it } from 'vitest';
import { PRODUCTION_TLDS, toProductionHost } from './production-host.js';

describe('production host (platform §9)', () => {
  it('uses com for en and the country domain for the others', () => {
    expect(PRODUCTION_TLDS).toEqual({
      en: 'com',
      fi: 'fi',
      sv: 'se',
      de: 'de',
      fr: 'fr',
      ru: 'ru',
    });
  });

  it('joins the domain name and the language TLD', () => {
    expect(toProductionHost('shop', 'sv')).toBe('shop.se');
    expect(toProductionHost('shop', 'en')).toBe('shop.com');
  });
});
