import { describe, expect, it } from 'vitest';
import { resolveSettingValue } from './general-settings.service.js';

describe('resolveSettingValue', () => {
  it('resolves a text stored by language, falling back to Finnish', () => {
    const stored = JSON.stringify({ fi: 'Hae', sv: 'Sök', en: 'Search' });
    expect(resolveSettingValue(stored, 'sv')).toBe('Sök');
    expect(resolveSettingValue(stored, 'de')).toBe('Hae');
  });

  it('keeps every other value exactly as stored', () => {
    for (const stored of [
      'true',
      '30',
      '[1412,2427]',
      '{"deliveryMethodLookup":true}',
      '{"countries":[{"delivery_country_code":"no"}]}',
      '{"fi": 1}',
      '{not json',
      '{}',
    ]) {
      expect(resolveSettingValue(stored, 'en')).toBe(stored);
    }
  });
});
