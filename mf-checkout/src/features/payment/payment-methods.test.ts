import { describe, expect, it } from 'vitest';
import { validationResponse } from '../validation/test-response';
import { offeredPaymentMethods } from './payment-methods';

const METHODS = [
  { slug: 'klarna', name: 'Pay later', kind: 'pay-later' },
  { slug: 'card', name: 'Card', kind: 'card' },
  { slug: 'paypal', name: 'Wallet', kind: 'wallet' },
] as const;

describe('payment methods shown (platform §5)', () => {
  const slugs = (overrides: Parameters<typeof validationResponse>[0]) =>
    offeredPaymentMethods(validationResponse({ payment_methods: [...METHODS], ...overrides })).map(
      (method) => method.slug,
    );

  it('shows pay-later and wallet only when the server allows them and gives no reason', () => {
    expect(slugs({ show_klarna: true, paypal_checkout: true })).toEqual([
      'klarna',
      'card',
      'paypal',
    ]);
    expect(slugs({ show_klarna: false, paypal_checkout: true })).toEqual(['card', 'paypal']);
    expect(slugs({ show_klarna: true, paypal_checkout: false })).toEqual(['klarna', 'card']);
    expect(slugs({ show_klarna: true, paypal_checkout: true, reason: 'X' })).toEqual(['card']);
  });
});
