// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '../../messages/checkout-messages';
import { type RenderedPage, render } from '../../test-support/render';
import { AddedAmountInput } from './added-amount-input';

let page: RenderedPage | undefined;

afterEach(() => page?.unmount());

/** Types into the field and leaves it, as a shopper does. */
async function typeAndLeave(value: string) {
  const input = page?.container.querySelector<HTMLInputElement>('[data-testid="added-amount"]');
  if (!input) throw new Error('no amount field');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const shownWhileTyping = page?.text('[data-testid="added-amount-limit"]');
  await act(async () => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  return { input, shownWhileTyping };
}

describe('the added-to-cart dialog’s amount (catalogue §5)', () => {
  it('takes no more than can be ordered and says so in the shopper’s language', async () => {
    const onCommit = vi.fn();
    page = await render(
      <AddedAmountInput id="amount" amount={1} limit={37} disabled={false} onCommit={onCommit} />,
      [checkoutMessages],
    );
    const { input, shownWhileTyping } = await typeAndLeave('50');
    expect(shownWhileTyping).toContain('Only 37 can be ordered.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.max).toBe('37');
    expect(onCommit).toHaveBeenCalledWith(37);
    expect(onCommit).not.toHaveBeenCalledWith(50);
    expect(input.value).toBe('37');
    expect(page.text('[data-testid="added-amount-limit"]')).toContain('Only 37 can be ordered.');
  });

  it('takes an amount within the limit without a message', async () => {
    const onCommit = vi.fn();
    page = await render(
      <AddedAmountInput id="amount" amount={1} limit={37} disabled={false} onCommit={onCommit} />,
      [checkoutMessages],
    );
    await typeAndLeave('3');
    expect(onCommit).toHaveBeenCalledWith(3);
    expect(page.container.querySelector('[data-testid="added-amount-limit"]')).toBeNull();
  });
});
