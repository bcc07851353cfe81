import { describe, expect, it } from 'vitest';
import { loginHref, toSafeReturnPath } from './return-path';

describe('toSafeReturnPath', () => {
  it('keeps paths of this shop', () => {
    expect(toSafeReturnPath('/en/accounts/')).toBe('/en/accounts/');
    expect(toSafeReturnPath('/toivelista/?x=1')).toBe('/toivelista/?x=1');
  });

  it('refuses other sites and anything not a path', () => {
    for (const value of ['//evil.test/', '/\\evil.test', 'https://evil.test/', 'tili/', '', null]) {
      expect(toSafeReturnPath(value)).toBeNull();
    }
    expect(toSafeReturnPath('/a\nb')).toBeNull();
  });
});

describe('loginHref', () => {
  it('adds the return path to the localised login page', () => {
    expect(loginHref('en', '/en/accounts/')).toBe('/en/accounts/login/?next=%2Fen%2Faccounts%2F');
    expect(loginHref('fi')).toBe('/tili/kirjaudu/');
  });
});
