import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { toLoginErrorKey } from './login-error';

describe('toLoginErrorKey', () => {
  it('shows the wrong-password message for a rejected login', () => {
    expect(toLoginErrorKey(new ApiError(400, 'Wrong password.'))).toBe('login.wrongPassword');
  });

  it('shows the general failure for anything else', () => {
    expect(toLoginErrorKey(new ApiError(503, 'Unavailable'))).toBe('login.failed');
    expect(toLoginErrorKey(new TypeError('Failed to fetch'))).toBe('login.failed');
  });
});
