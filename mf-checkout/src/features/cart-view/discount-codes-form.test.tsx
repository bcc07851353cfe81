// @vitest-environment jsdom
import {
  type CheckoutValidationResponse,
  createMemoryStorage,
  emptyPriceSummary,
} from '@shop/shared-contracts';
import { act, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../messages/checkout-messages';
import { type RenderedPage, render } from '../../test-support/render';
import { type CartStore, createCartStore } from '../cart/cart-store';
import type { ValidationState } from '../validation/checkout-validator';
import { validationResponse } from '../validation/test-response';
import { DiscountCodesForm } from './discount-codes-form';

let page: RenderedPage;
afterEach(() => page.unmount());

/** The validation the form is shown with, changed by the test as the owner would. */
function createValidationHolder() {
  let state: ValidationState = {
    status: 'UNSET',
    response: null,
    errors: [],
    version: 0,
    codesSent: [],
  };
  const listeners = new Set<() => void>();
  return {
    current: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answer(codesSent: readonly string[], response: Partial<CheckoutValidationResponse>) {
      const full = validationResponse({ summary: emptyPriceSummary('SEK'), ...response });
      state = {
        status: 'VALIDATED',
        response: full,
        errors: full.errors,
        version: state.version + 1,
        codesSent,
      };
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

function Form({
  store,
  holder,
}: {
  readonly store: CartStore;
  readonly holder: ReturnType<typeof createValidationHolder>;
}) {
  const validation = useSyncExternalStore(holder.subscribe, holder.current);
  const cart = useSyncExternalStore(store.subscribe, store.current);
  return (
    <DiscountCodesForm
      store={store}
      codes={cart.discountCodes}
      validation={validation}
      language="en"
    />
  );
}

const input = () =>
  page.container.querySelector<HTMLInputElement>('[data-testid="discount-code-input"]');
const refusal = () => page.text('[data-testid="discount-code-refusal"]');
const type = (value: string) =>
  act(() => {
    const field = input();
    if (!field) throw new Error('no code field');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = () =>
  act(() =>
    page.container.querySelector<HTMLButtonElement>('[data-testid="discount-code-add"]')?.click(),
  );

describe('the discount code field', () => {
  it('keeps a refused code in the field with its reason until the shopper edits it', async () => {
    const store = createCartStore({ storage: createMemoryStorage() });
    const holder = createValidationHolder();
    page = await render(<Form store={store} holder={holder} />, [checkoutMessages]);

    await type('big50');
    await submit();
    expect(store.current().discountCodes).toEqual(['BIG50']);
    expect(input()?.value).toBe('big50');
    expect(refusal()).toBeUndefined();

    holder.answer(['BIG50'], {
      errors: [
        {
          code: 'CODE_MINIMUM_NOT_MET',
          field: 'discount_codes.0',
          message: 'needs more',
          amount: 50_000,
        },
      ],
    });
    // The minimum in the summary's currency, as platform §9 writes it: whole kronor.
    expect(refusal()).toMatch(/^This code needs products worth at least SEK\s500 in your cart\.$/);
    expect(input()?.value).toBe('big50');
    expect(input()?.getAttribute('aria-invalid')).toBe('true');

    // Platform §5: the cart keeps only echoed codes; the next answer leaves the field as it is.
    act(() => store.keepDiscountCodes([]));
    holder.answer([], {});
    expect(store.current().discountCodes).toEqual([]);
    expect(input()?.value).toBe('big50');
    expect(refusal()).toContain('SEK');

    await type('big5');
    expect(refusal()).toBeUndefined();
  });

  it('says why in words of its own for each refusal, and empties the field for a kept code', async () => {
    const store = createCartStore({ storage: createMemoryStorage() });
    const holder = createValidationHolder();
    page = await render(<Form store={store} holder={holder} />, [checkoutMessages]);

    await type('old');
    await submit();
    holder.answer(['OLD'], {
      errors: [{ code: 'CODE_EXPIRED', field: 'discount_codes.0', message: 'has expired' }],
    });
    expect(refusal()).toBe('The code has expired.');

    act(() => store.keepDiscountCodes([]));
    await type('summer10');
    await submit();
    holder.answer(['SUMMER10'], { cart_discount: { code: 'SUMMER10', amount: 500 } });
    expect(refusal()).toBeUndefined();
    expect(input()?.value).toBe('');
    expect(page.text('[data-testid="discount-code"]')).toContain('SUMMER10');
  });
});
