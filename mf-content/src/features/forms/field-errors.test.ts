import { ApiError, corporateInfoRequestSchema } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { errorKeyFor, errorsFromApi, errorsFromIssues } from './field-errors';

describe('errorKeyFor', () => {
  it('says required for an empty text and names the field otherwise', () => {
    expect(errorKeyFor('email', '  ')).toBe('form.required');
    expect(errorKeyFor('email', 'x')).toBe('form.invalid.email');
    expect(errorKeyFor('consent', false)).toBe('form.invalid.consent');
    expect(errorKeyFor('other', 'x')).toBe('form.invalid.generic');
  });
});

describe('errorsFromIssues', () => {
  it('maps the shared schema’s issues to one message per field', () => {
    const values = {
      companyName: '',
      vatNumber: '1234567-8',
      contactName: 'A',
      email: 'bad',
      phone: '040 123 4567',
    };
    const result = corporateInfoRequestSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(errorsFromIssues(result.error?.issues ?? [], values)).toEqual({
      companyName: 'form.required',
      vatNumber: 'form.invalid.vatNumber',
      email: 'form.invalid.email',
    });
  });
});

describe('errorsFromApi', () => {
  it('reads the fields a 400 names', () => {
    const error = new ApiError(400, 'Invalid body', [
      { field: 'email', message: 'must be an email' },
    ]);
    expect(errorsFromApi(error, { email: 'a@b' })).toEqual({ email: 'form.invalid.email' });
  });

  it('is null for other failures', () => {
    expect(errorsFromApi(new ApiError(500, 'x'), {})).toBeNull();
    expect(errorsFromApi(new ApiError(400, 'x'), {})).toBeNull();
    expect(errorsFromApi(new Error('offline'), {})).toBeNull();
  });
});
