// @vitest-environment jsdom
import { shopBus } from '@shop/shared-contracts';
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

const add = (variantId: number) =>
  act(() => shopBus.emit('cart:add-requested', { line: { variantId, modelId: 1, amount: 1 } }));

describe('CartBadge', () => {
  it('starts the cart owner and counts its lines in the shopper’s words (decision 0010)', async () => {
    page = await render(<CartBadge language="en" />, [badgeMessages]);
    expect(label()).toBe('Shopping cart, 0 items');
    add(11);
    expect(label()).toBe('Shopping cart, 1 item');
    add(11);
    expect(label()).toBe('Shopping cart, 1 item');
    add(12);
    expect(label()).toBe('Shopping cart, 2 items');
    expect(page.text('.chk-badge-count')).toBe(' (2)');
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      lines: [
        { variantId: 11, amount: 2 },
        { variantId: 12, amount: 1 },
      ],
    });
  });
});
