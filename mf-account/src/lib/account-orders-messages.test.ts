import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { itHasCompleteMessages } from '../test-support/message-checks';
import { accountOrdersMessageLoaders, accountOrdersMessages } from './account-orders-messages';

describe('account-orders messages', () => {
  itHasCompleteMessages(accountOrdersMessageLoaders, accountOrdersMessages.namespace);

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
