import { describe, expect, it } from 'vitest';
import { normaliseOrderNumber, validateOrderLookup } from './order-lookup-form';

describe('validateOrderLookup', () => {
  it('accepts an email and an order number', () => {
    expect(
      validateOrderLookup({ email: ' asiakas@example.com ', orderNumber: '1000 101' }),
    ).toEqual({});
  });

  it('asks for both fields', () => {
    expect(validateOrderLookup({ email: '', orderNumber: ' ' })).toEqual({
      email: 'viewOrder.emailRequired',
      orderNumber: 'viewOrder.orderNumberRequired',
    });
  });

  it('rejects a malformed email and a non-numeric or short order number', () => {
    expect(validateOrderLookup({ email: 'asiakas', orderNumber: '12a4' })).toEqual({
      email: 'viewOrder.emailInvalid',
      orderNumber: 'viewOrder.orderNumberInvalid',
    });
    expect(validateOrderLookup({ email: 'a@b.fi', orderNumber: '123' }).orderNumber).toBe(
      'viewOrder.orderNumberInvalid',
    );
  });
});

describe('normaliseOrderNumber', () => {
  it('drops spaces', () => {
    expect(normaliseOrderNumber(' 1000 101 ')).toBe('1000101');
  });
});
