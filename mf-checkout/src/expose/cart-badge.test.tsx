// @vitest-environment jsdom
import { type CartAddRequest, shopBus } from '@shop/shared-contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { badgeMessages } from '../messages/badge-messages';
import { type RenderedPage, render } from '../test-support/render';
import CartBadge from './cart-badge';

let page: RenderedPage;

beforeEach(() => localStorage.clear());
afterEach(() => page.unmount());

const label = () =>
  page.container.querySelector('[data-testid="cart-badge"]')?.getAttribute('aria-label');

const request = (line: CartAddRequest['line']) =>
  act(() => shopBus.emit('cart:add-requested', { line }));
const add = (variantId: number, amount = 1) => request({ variantId, modelId: 1, amount });

describe('CartBadge', () => {
  it('starts the cart owner and counts its pieces in the shopper’s words (decision 0010)', async () => {
    page = await render(<CartBadge language="en" />, [badgeMessages]);
    expect(label()).toBe('Shopping cart, 0 items');
    add(11);
    expect(label()).toBe('Shopping cart, 1 item');
    add(11);
    expect(label()).toBe('Shopping cart, 2 items');
    add(12);
    expect(label()).toBe('Shopping cart, 3 items');
    expect(page.text('.chk-badge-count')).toBe(' (3)');
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      lines: [
        { variantId: 11, amount: 2 },
        { variantId: 12, amount: 1 },
      ],
    });
  });

  it('counts three jackets as 3, a bundle by its amount and a gift card as one', async () => {
    page = await render(<CartBadge language="en" />, [badgeMessages]);
    // The page's one cart owner outlives a test: its cart is emptied first.
    act(() => shopBus.emit('cart:clear-requested', undefined));
    add(21, 3);
    expect(page.text('.chk-badge-count')).toBe(' (3)');
    request({ variantId: 31, modelId: 3, amount: 2, bundleId: '3-31-41', uid: '1700000000' });
    expect(page.text('.chk-badge-count')).toBe(' (5)');
    request({ variantId: 51, modelId: 2427, amount: 1, giftCard: { valueEuros: 50 } });
    expect(label()).toBe('Shopping cart, 6 items');
  });
});
