import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { itHasCompleteMessages } from '../test-support/message-checks';
import { accountMessageLoaders, accountMessages } from './messages';

describe('account messages', () => {
  itHasCompleteMessages(accountMessageLoaders, accountMessages.namespace);

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
