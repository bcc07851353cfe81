import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { toLinkFailure } from './link-error';

describe('toLinkFailure', () => {
  it('tells an expired or used link from an unknown one and from other failures', () => {
    expect(toLinkFailure(new ApiError(410, 'Request expired.'))).toBe('expired');
    expect(toLinkFailure(new ApiError(404, 'not found'))).toBe('notFound');
    expect(toLinkFailure(new ApiError(400, 'Invalid body'))).toBe('notFound');
    expect(toLinkFailure(new ApiError(500, 'Internal Server Error'))).toBe('failed');
    expect(toLinkFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
