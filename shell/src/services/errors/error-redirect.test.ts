import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveErrorRedirect } from './error-redirect';

describe('resolveErrorRedirect (platform §2 error screen)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefers an explicit redirect', () => {
    expect(resolveErrorRedirect('/', '{"redirect":"/other/"}')).toBe('/');
  });

  it('reads the redirect field of JSON error data', () => {
    expect(resolveErrorRedirect(undefined, '{"redirect":"/alpine-skiing/"}')).toBe(
      '/alpine-skiing/',
    );
    expect(resolveErrorRedirect(undefined, '{"message":"x"}')).toBeNull();
  });

  it("logs 'Failed to parse error data' for data that is not JSON", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(resolveErrorRedirect(undefined, 'not json')).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to parse error data');
  });
});
