import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
});
