import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { joinMessageLoaders, joinMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('join messages', () => {
  it('have every key in every language, with the plural forms each language needs', async () => {
    const byLanguage = await loadAllMessages(joinMessageLoaders);
    expect(checkMessages(joinMessages.namespace, byLanguage)).toEqual([]);
  });

  it('use the same placeholders as English', async () => {
    const byLanguage = await loadAllMessages(joinMessageLoaders);
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    const english = new Map(Object.entries(byLanguage.en).map(([key, text]) => [base(key), text]));
    for (const [language, texts] of Object.entries(byLanguage)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english.get(base(key)) ?? ''),
        );
      }
    }
  });
});
