import { describe, expect, it } from 'vitest';
import { isEmailAddress, validatePasswordForm } from './password-form-rules';

describe('validatePasswordForm', () => {
  it('accepts 10+ characters with a letter and a digit, typed the same twice', () => {
    expect(validatePasswordForm('Tunturi2027', 'Tunturi2027')).toEqual([]);
    expect(validatePasswordForm('ääkköset12', 'ääkköset12')).toEqual([]);
  });

  it('lists every broken rule, then a mismatch', () => {
    expect(validatePasswordForm('abc1', 'abc1')).toEqual(['tooShort']);
    expect(validatePasswordForm('abcdefghijk', 'abcdefghijk')).toEqual(['needsDigit']);
    expect(validatePasswordForm('12345678901', '12345678901')).toEqual(['needsLetter']);
    expect(validatePasswordForm('', 'x')).toEqual([
      'tooShort',
      'needsLetter',
      'needsDigit',
      'mismatch',
    ]);
    expect(validatePasswordForm('Tunturi2027', 'Tunturi2028')).toEqual(['mismatch']);
  });

  it('refuses more than 128 characters', () => {
    const long = `a1${'x'.repeat(127)}`;
    expect(validatePasswordForm(long, long)).toEqual(['tooLong']);
  });
});

describe('isEmailAddress', () => {
  it('wants something@domain.tld', () => {
    expect(isEmailAddress(' asiakas@example.com ')).toBe(true);
    expect(isEmailAddress('asiakas@example')).toBe(false);
    expect(isEmailAddress('asiakas example.com')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
  });
});
