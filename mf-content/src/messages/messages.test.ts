import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { contentMessageLoaders } from './messages';

// Keys the forms build at run time, which no type check sees.
const FORM_KEYS = [
  ...['companyName', 'vatNumber', 'contactName', 'email', 'phone', 'message'].map(
    (field) => `corporate.field.${field}`,
  ),
  'corporate.hint.vatNumber',
  ...['corporate', 'forest'].flatMap((list) => [
    `newsletter.consent.${list}`,
    `newsletter.${list}.title`,
    `newsletter.${list}.intro`,
  ]),
  'corporate.title',
  'corporate.intro',
];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const namesIn = (text: string) => text.match(/\{\{\w+\}\}/g) ?? [];

describe('content messages', () => {
  it.each(Object.entries(contentMessageLoaders))(
    'content-%s gives every key and plural form in all six languages',
    async (area, loaders) => {
      expect(checkMessages(`content-${area}`, await loadAllMessages(loaders))).toEqual([]);
    },
  );

  it('content-forms names the keys the forms build at run time', async () => {
    const { en } = await loadAllMessages(contentMessageLoaders.forms);
    for (const key of FORM_KEYS) expect(en, key).toHaveProperty([key]);
  });

  it.each(Object.entries(contentMessageLoaders))(
    'content-%s keeps the interpolations of the English text in every language',
    async (_, loaders) => {
      const all = await loadAllMessages(loaders);
      const names = new Map<string, string[]>();
      for (const [key, text] of Object.entries(all.en)) {
        names.set(key.replace(PLURAL_SUFFIX, ''), namesIn(text));
      }
      for (const [language, messages] of Object.entries(all)) {
        for (const [key, text] of Object.entries(messages)) {
          for (const name of names.get(key.replace(PLURAL_SUFFIX, '')) ?? []) {
            expect(text, `${language} ${key}`).toContain(name);
          }
        }
      }
    },
  );
});
