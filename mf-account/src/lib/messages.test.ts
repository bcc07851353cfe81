import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountMessageLoaders, accountMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('account messages', () => {
  it('have every key in every language, with the plural forms each language needs', async () => {
    const messages = await loadAllMessages(accountMessageLoaders);
    expect(checkMessages(accountMessages.namespace, messages)).toEqual([]);
  });

  it('use the same placeholders as English', async () => {
    const messages = await loadAllMessages(accountMessageLoaders);
    const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');
    const english = new Map(Object.entries(messages.en).map(([key, text]) => [base(key), text]));
    for (const [language, texts] of Object.entries(messages)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(english.get(base(key)) ?? ''),
        );
      }
    }
  });

  it('count in each language’s plural forms', async () => {
    await i18next.init({ lng: 'ru', fallbackLng: false, resources: {} });
    await Promise.all([accountMessages.load('ru'), accountMessages.load('en')]);
    const ru = i18next.getFixedT('ru', accountMessages.namespace);
    expect([1, 2, 5, 21].map((count) => ru('history.count', { count }))).toEqual([
      'Вы просмотрели 1 товар.',
      'Вы просмотрели 2 товара.',
      'Вы просмотрели 5 товаров.',
      'Вы просмотрели 21 товар.',
    ]);
    const en = i18next.getFixedT('en', accountMessages.namespace);
    expect(en('wishlist.count', { count: 1 })).toBe('You have 1 product on your wishlist.');
  });
});
