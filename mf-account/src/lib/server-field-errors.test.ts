import { ApiError } from '@shop/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { setServerFieldErrors } from './server-field-errors';

const rejected = (...fields: string[]) =>
  new ApiError(
    400,
    'Invalid body',
    fields.map((field) => ({ field, message: 'is not valid' })),
  );

describe('setServerFieldErrors', () => {
  it('marks the form fields a 400 named, in the given words, and ignores the others', () => {
    const setError = vi.fn();
    const fields = ['name', 'email'] as const;
    expect(setServerFieldErrors(rejected('email', 'lang'), fields, setError, 'Tarkista')).toBe(
      true,
    );
    expect(setError.mock.calls).toEqual([['email', { type: 'server', message: 'Tarkista' }]]);
  });

  it('leaves other failures to the caller', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors(rejected('lang'), ['email'], setError, 'x')).toBe(false);
    expect(setServerFieldErrors(new ApiError(500, 'x'), ['email'], setError, 'x')).toBe(false);
    expect(setServerFieldErrors(new TypeError('offline'), ['email'], setError, 'x')).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
