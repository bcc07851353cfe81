import { LANGUAGES } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { contentMessages } from './messages';

// Keys built at run time, which the type check of `defineMessages` cannot see.
const DYNAMIC_KEYS = [
  ...['guides', 'product-tests', 'stories', 'events'].map((slug) => `blog.category.${slug}`),
  ...['companyName', 'vatNumber', 'contactName', 'email', 'phone', 'message'].flatMap((field) => [
    `corporate.field.${field}`,
    `form.invalid.${field}`,
  ]),
  'form.invalid.consent',
  'form.invalid.list',
  'form.invalid.generic',
  ...['corporate', 'forest'].flatMap((list) => [
    `newsletter.consent.${list}`,
    `newsletter.${list}.title`,
    `newsletter.${list}.intro`,
  ]),
  'corporate.title',
  'corporate.intro',
];

describe('content messages', () => {
  it('have the same keys, all filled, in every language', () => {
    const keys = Object.keys(contentMessages.en).sort();
    for (const language of LANGUAGES) {
      const texts = contentMessages[language];
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const key of keys) expect(texts[key], `${language} ${key}`).toMatch(/\S/);
    }
  });

  it('name every key the pages build at run time', () => {
    for (const key of DYNAMIC_KEYS) expect(contentMessages.en, key).toHaveProperty([key]);
  });

  it('keep the interpolations of the English text', () => {
    for (const [key, text] of Object.entries(contentMessages.en)) {
      const names = text.match(/\{\{\w+\}\}/g) ?? [];
      for (const language of LANGUAGES) {
        for (const name of names)
          expect(contentMessages[language][key], `${language} ${key}`).toContain(name);
      }
    }
  });
});
