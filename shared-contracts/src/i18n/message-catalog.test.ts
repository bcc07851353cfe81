import { describe, expect, it } from 'vitest';
import type { Language } from '../market/languages.js';
import { checkMessages, type LanguageMessages, pluralCategories } from './message-catalog.js';

function inEveryLanguage(
  messages: LanguageMessages,
  overrides: Partial<Record<Language, LanguageMessages>> = {},
): Record<Language, LanguageMessages> {
  return {
    fi: messages,
    sv: messages,
    en: messages,
    de: messages,
    fr: messages,
    ru: messages,
    ...overrides,
  };
}

describe('pluralCategories (CLDR)', () => {
  it('gives Russian one/few/many/other and English one/other', () => {
    expect([...pluralCategories('ru')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralCategories('en')].sort()).toEqual(['one', 'other']);
    expect([...pluralCategories('fi')].sort()).toEqual(['one', 'other']);
  });
});

describe('checkMessages', () => {
  const counted = { product_one: 'a', product_many: 'b', product_few: 'c', product_other: 'd' };

  it('accepts a complete namespace', () => {
    expect(checkMessages('ns', inEveryLanguage({ title: 'T', ...counted }))).toEqual([]);
  });

  it('names a key a language lacks', () => {
    const byLanguage = inEveryLanguage({ title: 'T', other: 'O' }, { sv: { title: 'T' } });
    expect(checkMessages('ns', byLanguage)).toEqual(['ns:other lacks sv']);
  });

  it('names a plural form Russian needs but lacks', () => {
    const byLanguage = inEveryLanguage(counted, {
      ru: { product_one: 'товар', product_other: 'товара' },
    });
    expect(checkMessages('ns', byLanguage)).toEqual([
      'ns:product_few lacks ru',
      'ns:product_many lacks ru',
    ]);
  });

  it('refuses a count written into a plain key next to its plural forms', () => {
    const byLanguage = inEveryLanguage({ ...counted, product: '{{count}} products' });
    expect(checkMessages('ns', byLanguage)).toContain('ns:product is both plain and plural');
  });
});
