// @vitest-environment jsdom
import { shopBus } from '@shop/shared-contracts';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeMessages } from '../messages/badge-messages';
import { type RenderedPage, render } from '../test-support/render';
import CartBadge from './cart-badge';

let page: RenderedPage;

afterEach(() => page.unmount());

const label = () =>
  page.container.querySelector('[data-testid="cart-badge"]')?.getAttribute('aria-label');

describe('CartBadge', () => {
  it('counts the cart in the shopper’s words: "1 item", "2 items"', async () => {
    act(() => shopBus.emit('cart:changed', { itemCount: 1 }));
    page = await render(<CartBadge language="en" />, [badgeMessages]);
    expect(label()).toBe('Shopping cart, 1 item');
    act(() => shopBus.emit('cart:changed', { itemCount: 2 }));
    expect(label()).toBe('Shopping cart, 2 items');
    expect(page.text('.chk-badge-count')).toBe(' (2)');
  });
});
