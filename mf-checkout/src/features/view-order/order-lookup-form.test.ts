import { ApiError, orderLookupQuerySchema } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { normaliseOrderNumber, rejectedLookupFields } from './order-lookup-form';

describe('normaliseOrderNumber', () => {
  it('drops spaces, so a grouped number passes the contract schema', () => {
    expect(normaliseOrderNumber(' 1000 101 ')).toBe('1000101');
    const values = { email: 'asiakas@example.com', order_number: normaliseOrderNumber('1000 101') };
    expect(orderLookupQuerySchema.safeParse(values).success).toBe(true);
  });
});

describe('rejectedLookupFields', () => {
  it('names the form fields of a 400 answer', () => {
    const error = new ApiError(400, 'querystring/order_number must be 4 to 12 digits', [
      { field: 'order_number', message: 'must be 4 to 12 digits' },
      { field: 'lang', message: 'must be a language' },
    ]);
    expect(rejectedLookupFields(error)).toEqual(['order_number']);
  });

  it('names none for a missing order or a failed request', () => {
    expect(rejectedLookupFields(new ApiError(404, 'order not found'))).toEqual([]);
    expect(rejectedLookupFields(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
