import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { isNotFound } from './not-found-error';

describe('isNotFound', () => {
  it('is true only for a read answered 404', () => {
    expect(isNotFound(new ApiError(404, 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'x'))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
