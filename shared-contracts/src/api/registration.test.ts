import { describe, expect, it } from 'vitest';
import { registrationRequestSchema } from './registration.js';

const valid = {
  firstName: ' Ilona ',
  lastName: 'Ilmoittautuja',
  email: ' Ilona@Example.com ',
  password: 'Tunturi2027',
  postcode: '00100',
  acceptTerms: true,
};

const issuesOf = (input: object) =>
  registrationRequestSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('the club sign-up request', () => {
  it('trims names, stores the email as accounts do, and defaults consent and language', () => {
    expect(registrationRequestSchema.parse(valid)).toEqual({
      firstName: 'Ilona',
      lastName: 'Ilmoittautuja',
      email: 'ilona@example.com',
      password: 'Tunturi2027',
      postcode: '00100',
      marketingConsent: false,
      acceptTerms: true,
      lang: 'fi',
    });
  });

  it('requires the club terms accepted', () => {
    expect(issuesOf({ ...valid, acceptTerms: false })).toEqual(['acceptTerms']);
    expect(issuesOf({ ...valid, acceptTerms: undefined })).toEqual(['acceptTerms']);
  });

  it('applies the rules of every new password, each with its message key', () => {
    const issues = registrationRequestSchema.safeParse({ ...valid, password: 'lumi' }).error
      ?.issues;
    expect(issues?.map((issue) => (issue as { params?: object }).params)).toEqual([
      { messageKey: 'password.tooShort', count: 10 },
    ]);
  });

  it('asks no letters, digits or symbols of a long password (ASVS 5.0, 6.2.5)', () => {
    for (const password of ['kaamos ladulla pitkään', '12345678901234', 'ÅÄÖÅÄÖÅÄÖÅ']) {
      expect(issuesOf({ ...valid, password }), password).toBeUndefined();
    }
  });

  it('accepts the postcodes of every delivery country and nothing else', () => {
    for (const postcode of ['00100', 'SE-111 22', 'SW1A 1AA', '75001']) {
      expect(issuesOf({ ...valid, postcode }), postcode).toBeUndefined();
    }
    for (const postcode of ['', '!!', 'x', '12345678901']) {
      expect(issuesOf({ ...valid, postcode }), postcode).toEqual(['postcode']);
    }
  });
});
