import { describe, expect, it } from 'vitest';
import { instalmentAmount, instalmentLocale, showsInstalmentTeaser } from './instalment-rules';

describe('instalment teaser rules (catalogue §2, §9)', () => {
  it('maps the language and currency to the provider locale', () => {
    expect(instalmentLocale('fi', 'EUR')).toBe('fi-FI');
    expect(instalmentLocale('sv', 'SEK')).toBe('sv-SE');
    expect(instalmentLocale('sv', 'EUR')).toBe('sv-FI');
    expect(instalmentLocale('de', 'EUR')).toBe('de-DE');
    expect(instalmentLocale('fr', 'EUR')).toBe('fr-FR');
    expect(instalmentLocale('en', 'USD')).toBe('en-FI');
  });

  it('converts the amount outside the Finnish locales only', () => {
    expect(instalmentAmount(10000, 'fi-FI', 11.2)).toBe(10000);
    expect(instalmentAmount(10000, 'en-FI', 1.08)).toBe(10000);
    expect(instalmentAmount(10000, 'sv-SE', 11.2)).toBe(112000);
  });

  it('has no teaser in Russian', () => {
    expect(showsInstalmentTeaser('ru')).toBe(false);
    expect(showsInstalmentTeaser('fi')).toBe(true);
  });
});
