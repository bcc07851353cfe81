// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../../messages/checkout-messages';
import { type RenderedPage, render } from '../../test-support/render';
import { AmountInput } from './amount-input';

let page: RenderedPage;
afterEach(() => page.unmount());

const field = () =>
  page.container.querySelector<HTMLInputElement>('[data-testid="cart-line-amount"]');
const limit = () => page.text('[data-testid="cart-line-amount-limit"]');

const type = (value: string) =>
  act(() => {
    const input = field();
    if (!input) throw new Error('no amount field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const leave = () =>
  act(() => field()?.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('the amount field (catalogue §5)', () => {
  it('says how many can be ordered when more is typed, and keeps that many', async () => {
    const onCommit = vi.fn();
    page = await render(<AmountInput id="a" amount={2} max={37} onCommit={onCommit} />, [
      checkoutMessages,
    ]);
    expect(limit()).toBeUndefined();
    await type('40');
    expect(limit()).toBe('Only 37 can be ordered.');
    await leave();
    expect(field()?.value).toBe('37');
    expect(onCommit).toHaveBeenCalledWith(37);
    expect(limit()).toBe('Only 37 can be ordered.');
    await type('5');
    expect(limit()).toBeUndefined();
  });

  it('says so when the row already asks for more than can be ordered', async () => {
    page = await render(<AmountInput id="b" amount={40} max={37} onCommit={() => {}} />, [
      checkoutMessages,
    ]);
    expect(limit()).toBe('Only 37 can be ordered.');
    expect(field()?.max).toBe('37');
  });

  it('bounds an unlimited row by what one order line may hold', async () => {
    const onCommit = vi.fn();
    page = await render(<AmountInput id="c" amount={1} max={null} onCommit={onCommit} />, [
      checkoutMessages,
    ]);
    await type('5000');
    await leave();
    expect(onCommit).toHaveBeenCalledWith(999);
    expect(limit()).toBe('Only 999 can be ordered.');
  });
});
