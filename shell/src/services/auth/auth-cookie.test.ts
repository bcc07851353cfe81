// @vitest-environment jsdom
import { RETIRED_AUTH_COOKIE, SIGNED_IN_COOKIE } from '@shop/shared-contracts';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserSessionMarker, parseAuthorizationHeader } from './auth-cookie';

describe('the session marker (decision 0020)', () => {
  it('reads the api’s readable marker and forgets it with the retired cookie', () => {
    const marker = createBrowserSessionMarker();
    expect(marker.isSignedIn()).toBe(false);
    Cookies.set(SIGNED_IN_COOKIE, '1', { path: '/' });
    Cookies.set(RETIRED_AUTH_COOKIE, 'Bearer old', { path: '/' });
    expect(marker.isSignedIn()).toBe(true);
    marker.forget();
    expect(marker.isSignedIn()).toBe(false);
    expect(document.cookie).not.toContain(RETIRED_AUTH_COOKIE);
  });

  it('writes no cookie to forget one that is not there', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    const marker = createBrowserSessionMarker();
    marker.forget();
    expect(remove).not.toHaveBeenCalled();
    Cookies.set(SIGNED_IN_COOKIE, '1', { path: '/' });
    marker.forget();
    expect(remove).toHaveBeenCalledOnce();
    expect(marker.isSignedIn()).toBe(false);
    remove.mockRestore();
  });

  it('ignores a marker of another value', () => {
    Cookies.set(SIGNED_IN_COOKIE, 'yes', { path: '/' });
    expect(createBrowserSessionMarker().isSignedIn()).toBe(false);
  });
});

describe('authorization header values (platform §6)', () => {
  it('split into token type and access token', () => {
    expect(parseAuthorizationHeader('Bearer abc')).toEqual({
      tokenType: 'Bearer',
      accessToken: 'abc',
    });
    expect(parseAuthorizationHeader('Bearer')).toBeNull();
    expect(parseAuthorizationHeader('Bearer a b')).toBeNull();
  });
});
