import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { toLoginErrorKey } from './login-error';

describe('toLoginErrorKey', () => {
  it('shows the wrong-password message for a rejected login', () => {
    const wrong = new ApiError(400, 'Wrong password.', [], undefined, 'WRONG_PASSWORD');
    expect(toLoginErrorKey(wrong)).toBe('login.wrongPassword');
    expect(toLoginErrorKey(new ApiError(400, 'Wrong password.'))).toBe('login.wrongPassword');
  });

  it('shows the general failure for anything else', () => {
    const invalid = new ApiError(400, 'Invalid body', [], undefined, 'VALIDATION_FAILED');
    expect(toLoginErrorKey(invalid)).toBe('login.failed');
    expect(toLoginErrorKey(new ApiError(503, 'Unavailable'))).toBe('login.failed');
    expect(toLoginErrorKey(new TypeError('Failed to fetch'))).toBe('login.failed');
  });

  it('asks to wait after too many attempts', () => {
    const throttled = new ApiError(
      429,
      'Too many failed logins',
      [],
      undefined,
      'TOO_MANY_REQUESTS',
    );
    expect(toLoginErrorKey(throttled)).toBe('login.throttled');
  });
});
