import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { isNotFound } from './not-found-error';

describe('isNotFound', () => {
  it('is true only for a failed query answered 404', () => {
    expect(isNotFound({ status: 'error', error: new ApiError(404, 'x') })).toBe(true);
    expect(isNotFound({ status: 'error', error: new ApiError(500, 'x') })).toBe(false);
    expect(isNotFound({ status: 'error', error: new Error('offline') })).toBe(false);
    expect(isNotFound({ status: 'loading' })).toBe(false);
  });
});
