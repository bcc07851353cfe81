import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { loadFailureOf } from './load-failure';

describe('loadFailureOf (catalogue §8)', () => {
  it('keeps the response status of a failed call', () => {
    const notFound = new ApiError(404, 'Product not found', [], undefined, 'PRODUCT_NOT_FOUND');
    expect(loadFailureOf(notFound)).toEqual({ status: 404, isHidden: false });
  });
  it('knows a hidden product by its code, whatever the message says', () => {
    const hidden = new ApiError(404, 'Anything', [], undefined, 'PRODUCT_NOT_PUBLIC');
    expect(loadFailureOf(hidden)).toEqual({ status: 404, isHidden: true });
    const sameWords = new ApiError(404, 'Product is not public');
    expect(loadFailureOf(sameWords).isHidden).toBe(false);
  });
  it('is a 500 when the call got no response', () => {
    expect(loadFailureOf(new TypeError('Failed to fetch'))).toEqual({
      status: 500,
      isHidden: false,
    });
  });
});
