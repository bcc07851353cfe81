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
});
