import { ANONYMOUS_USER, type AuthState } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { SHOPPER } from './add-to-cart-rules';
import { cartModeFor } from './cart-mode';

const staff: AuthState = {
  isLoading: false,
  user: { ...ANONYMOUS_USER, isAuthenticated: true, isStaffUser: true },
};
const shopper: AuthState = {
  isLoading: false,
  user: { ...ANONYMOUS_USER, isAuthenticated: true },
};
const stores = [
  { id: 3, slug: 'helsinki', name: 'Helsinki', type: 'retail' as const, isWeb: false },
  { id: 20, slug: 'web', name: 'Verkkokauppa', type: 'web' as const, isWeb: true },
];

describe('cartModeFor (catalogue §4 staff labels)', () => {
  it('names the source stores of a staff transfer request', () => {
    const cart = { itemCount: 1, transferFromStoreIds: [20, 3] };
    expect(cartModeFor(staff, cart, stores)).toEqual({
      kind: 'transfer-request',
      storeName: 'Verkkokauppa, Helsinki',
    });
  });

  it('adds to the cart without a transfer request, or for anyone but staff', () => {
    expect(cartModeFor(staff, { itemCount: 0 }, stores)).toBe(SHOPPER);
    expect(cartModeFor(shopper, { itemCount: 1, transferFromStoreIds: [3] }, stores)).toBe(SHOPPER);
    expect(cartModeFor(undefined, undefined, undefined)).toBe(SHOPPER);
  });
});
