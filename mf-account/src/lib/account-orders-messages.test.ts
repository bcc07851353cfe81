import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountOrdersMessageLoaders, accountOrdersMessages } from './account-orders-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('account-orders messages', () => {
  it('have every key in every language, with the plural forms each language needs', async () => {
    const messages = await loadAllMessages(accountOrdersMessageLoaders);
    expect(checkMessages(accountOrdersMessages.namespace, messages)).toEqual([]);
  });

  it('use the same placeholders as English', async () => {
    const messages = await loadAllMessages(accountOrdersMessageLoaders);
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

  it('count orders in Russian plural forms', async () => {
    await i18next.init({ lng: 'ru', fallbackLng: false, resources: {} });
    await accountOrdersMessages.load('ru');
    const ru = i18next.getFixedT('ru', accountOrdersMessages.namespace);
    expect([1, 3, 5].map((count) => ru('orders.count', { count }))).toEqual([
      'У вас 1 заказ.',
      'У вас 3 заказа.',
      'У вас 5 заказов.',
    ]);
  });
});
