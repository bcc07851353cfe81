import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { toLinkFailure } from './link-error';

describe('toLinkFailure', () => {
  it('reads the stable code of the error', () => {
    expect(toLinkFailure(new ApiError(410, 'x', [], undefined, 'REQUEST_EXPIRED'))).toBe('expired');
    expect(toLinkFailure(new ApiError(404, 'x', [], undefined, 'LINK_NOT_FOUND'))).toBe('notFound');
    expect(toLinkFailure(new ApiError(403, 'x', [], undefined, 'INVALID_REMINDER_LINK'))).toBe(
      'notFound',
    );
    expect(toLinkFailure(new ApiError(400, 'x', [], undefined, 'VALIDATION_FAILED'))).toBe(
      'notFound',
    );
    expect(toLinkFailure(new ApiError(500, 'x', [], undefined, 'INTERNAL_ERROR'))).toBe('failed');
  });

  it('falls back to the status when the api sent no code', () => {
    expect(toLinkFailure(new ApiError(410, 'Request expired.'))).toBe('expired');
    expect(toLinkFailure(new ApiError(404, 'not found'))).toBe('notFound');
    expect(toLinkFailure(new ApiError(400, 'Invalid body'))).toBe('notFound');
    expect(toLinkFailure(new ApiError(500, 'Internal Server Error'))).toBe('failed');
    expect(toLinkFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
