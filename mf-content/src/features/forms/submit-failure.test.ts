import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { rejectedFields } from './submit-failure';

describe('rejectedFields', () => {
  it('names the form fields a 400 rejects', () => {
    const error = new ApiError(400, 'Invalid body', [
      { field: 'email', message: 'must be an email address' },
      { field: 'lang', message: 'must be a language' },
    ]);
    expect(rejectedFields(error, ['email', 'consent'])).toEqual(['email']);
  });

  it('is empty for other failures', () => {
    expect(rejectedFields(new ApiError(400, 'x'), ['email'])).toEqual([]);
    expect(
      rejectedFields(new ApiError(500, 'x', [{ field: 'email', message: 'x' }]), ['email']),
    ).toEqual([]);
    expect(rejectedFields(new Error('offline'), ['email'])).toEqual([]);
  });
});
