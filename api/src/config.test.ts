import { describe, expect, it } from 'vitest';
import { loadCliConfig, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has no root redirect unless one is configured', () => {
    expect(loadConfig({}).rootRedirect).toBeUndefined();
    expect(loadConfig({ ROOT_REDIRECT: '/sv/' }).rootRedirect).toBe('/sv/');
  });

  it('refuses a root redirect that is not a path on this site', () => {
    for (const value of ['https://elsewhere.example/', '//elsewhere.example/', 'sv/', '/']) {
      expect(() => loadConfig({ ROOT_REDIRECT: value }), value).toThrow(/ROOT_REDIRECT/);
    }
  });

  it('reads the language prefix strategy and refuses an unknown one', () => {
    expect(loadConfig({}).languagePrefixStrategy).toBe('prefix_except_default');
    expect(loadConfig({ LANGUAGE_PREFIX_STRATEGY: 'prefix' }).languagePrefixStrategy).toBe(
      'prefix',
    );
    expect(() => loadConfig({ LANGUAGE_PREFIX_STRATEGY: 'suffix' })).toThrow(
      /LANGUAGE_PREFIX_STRATEGY/,
    );
  });

  it('refuses a release token nobody owns, naming both variables', () => {
    const token = 'a-release-token-of-at-least-32-characters';
    expect(() => loadConfig({ RELEASE_TOKEN: token })).toThrow(
      /RELEASE_TOKEN is set without RELEASE_TOKEN_OWNER/,
    );
    expect(() => loadConfig({ RELEASE_TOKEN: token, RELEASE_TOKEN_OWNER: '  ' })).toThrow(
      /RELEASE_TOKEN_OWNER/,
    );
    expect(() => loadConfig({ RELEASE_TOKEN_OWNER: 'ci-pipeline' })).toThrow(
      /RELEASE_TOKEN_OWNER is set without RELEASE_TOKEN/,
    );
    expect(() => loadConfig({ RELEASE_TOKEN: 'short', RELEASE_TOKEN_OWNER: 'ci' })).toThrow(
      /at least 32 characters/,
    );
    expect(
      loadConfig({ RELEASE_TOKEN: token, RELEASE_TOKEN_OWNER: ' ci-pipeline ' }).releaseToken,
    ).toEqual({ token, owner: 'ci-pipeline' });
    expect(loadConfig({}).releaseToken).toBeUndefined();
  });

  it('lets the CLI send any release token: it accepts none', () => {
    const env = { RELEASE_TOKEN: 'a-named-token-created-with-remotes-token' };
    expect(loadCliConfig(env).releaseToken).toBeUndefined();
  });
});
