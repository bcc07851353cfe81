import { checkMessages, loadAllMessages, type MessageLoaders } from '@shop/shared-contracts';
import { expect, it } from 'vitest';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
const withoutPluralSuffix = (key: string) => key.replace(/_(one|few|many|other)$/, '');

/**
 * The two checks every message namespace of mf-account passes, as tests of the calling
 * `describe`: every key in every language with the plural forms each language needs, and the
 * placeholders of English in every translation.
 */
export function itHasCompleteMessages(loaders: MessageLoaders, namespace: string): void {
  it('have every key in every language, with the plural forms each language needs', async () => {
    const messages = await loadAllMessages(loaders);
    expect(checkMessages(namespace, messages)).toEqual([]);
  });

  it('use the same placeholders as English', async () => {
    const messages = await loadAllMessages(loaders);
    const english = new Map(
      Object.entries(messages.en).map(([key, text]) => [withoutPluralSuffix(key), text]),
    );
    for (const [language, texts] of Object.entries(messages)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english.get(withoutPluralSuffix(key)) ?? ''),
        );
      }
    }
  });
}
