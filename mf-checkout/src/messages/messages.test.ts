import { checkMessages, loadAllMessages } from '@shop/shared-contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { badgeLoaders, badgeMessages } from './badge-messages';
import { checkoutLoaders, checkoutMessages } from './checkout-messages';
import { orderLoaders, orderMessages } from './order-messages';

const NAMESPACES = [
  [badgeMessages.namespace, badgeLoaders],
  [checkoutMessages.namespace, checkoutLoaders],
  [orderMessages.namespace, orderLoaders],
] as const;

describe('mf-checkout messages', () => {
  it.each(NAMESPACES)(
    '%s has every key and plural form in all six languages',
    async (ns, loaders) => {
      expect(checkMessages(ns, await loadAllMessages(loaders))).toEqual([]);
    },
  );

  it('count the cart badge with each language’s plural forms', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    const all = await loadAllMessages(badgeLoaders);
    for (const [language, messages] of Object.entries(all)) {
      i18n.addResourceBundle(language, 'badge', messages);
    }
    const label = (language: string, count: number) =>
      i18n.getFixedT(language, 'badge')('label', { count });
    expect([label('en', 1), label('en', 2)]).toEqual([
      'Shopping cart, 1 item',
      'Shopping cart, 2 items',
    ]);
    expect([1, 2, 5, 21].map((count) => label('ru', count))).toEqual([
      'Корзина, 1 товар',
      'Корзина, 2 товара',
      'Корзина, 5 товаров',
      'Корзина, 21 товар',
    ]);
    expect(label('fi', 1)).toBe('Ostoskori, 1 tuote');
  });
});
