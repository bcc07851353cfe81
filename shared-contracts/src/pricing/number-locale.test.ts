import { describe, expect, it } from 'vitest';
import { toNumberLocale } from './number-locale.js';

describe('toNumberLocale (platform §9)', () => {
  it('maps each shop language to its number-format locale', () => {
    expect(['fi', 'en', 'sv', 'ru', 'de', 'fr'].map(toNumberLocale)).toEqual([
      'fi-FI',
      'en-US',
      'sv-SE',
      'ru-RU',
      'de-DE',
      'fr-FR',
    ]);
  });

  it('defaults to fi-FI for any other language', () => {
    expect(toNumberLocale('et')).toBe('fi-FI');
    expect(toNumberLocale('toString')).toBe('fi-FI');
  });
});
