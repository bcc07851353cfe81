import { describe, expect, it } from 'vitest';
import { toAskErrors, validateAskForm } from './ask-form-rules';

const VALID = {
  name: 'Matti',
  email: 'matti@example.com',
  question: 'Do these boots fit narrow feet?',
  reference: '',
};

describe('validateAskForm', () => {
  it('accepts a name, an email and a question of 10+ characters; the reference is optional', () => {
    expect(validateAskForm(VALID)).toEqual({});
    expect(validateAskForm({ ...VALID, reference: 'Order 10001' })).toEqual({});
  });

  it('names each missing or invalid field', () => {
    expect(validateAskForm({ name: ' ', email: '', question: '', reference: '' })).toEqual({
      name: 'required',
      email: 'required',
      question: 'required',
    });
    expect(validateAskForm({ ...VALID, email: 'matti@', question: 'Why?' })).toEqual({
      email: 'invalidEmail',
      question: 'tooShort',
    });
  });

  it('enforces the upper limits', () => {
    expect(
      validateAskForm({
        name: 'n'.repeat(101),
        email: VALID.email,
        question: 'q'.repeat(5001),
        reference: 'r'.repeat(65),
      }),
    ).toEqual({ name: 'tooLong', question: 'tooLong', reference: 'tooLong' });
  });
});

describe('toAskErrors', () => {
  it('marks the fields the api rejected and ignores others', () => {
    expect(toAskErrors([{ field: 'email' }, { field: 'lang' }])).toEqual({ email: 'invalid' });
  });
});
