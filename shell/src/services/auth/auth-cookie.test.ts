// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  authCookieAttributes,
  createBrowserAuthCookie,
  parseAuthorizationHeader,
  toCookieLifetimeDays,
} from './auth-cookie';

describe('auth cookie (platform §9)', () => {
  it('lives expires_in seconds converted to days', () => {
    expect(toCookieLifetimeDays(86_400)).toBe(1);
    expect(toCookieLifetimeDays(1_209_600)).toBe(14);
    expect(toCookieLifetimeDays(3_600)).toBeCloseTo(1 / 24);
  });

  it('is set on path /, secure and same-site lax', () => {
    expect(authCookieAttributes(86_400)).toEqual({
      expires: 1,
      path: '/',
      secure: true,
      sameSite: 'lax',
    });
  });

  it('holds the header value, read back as token type and access token (platform §6)', () => {
    expect(parseAuthorizationHeader('Bearer abc')).toEqual({
      tokenType: 'Bearer',
      accessToken: 'abc',
    });
    expect(parseAuthorizationHeader('Bearer')).toBeNull();
    expect(parseAuthorizationHeader('Bearer a b')).toBeNull();
  });
});

describe('browser auth cookie', () => {
  it('writes, reads back and removes the header value in so.auth', () => {
    const cookie = createBrowserAuthCookie();
    cookie.write('Bearer abc', 3_600);
    expect(document.cookie).toContain('so.auth=');
    expect(cookie.read()).toBe('Bearer abc');
    cookie.remove();
    expect(cookie.read()).toBeUndefined();
  });
});
