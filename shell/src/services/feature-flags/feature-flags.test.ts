import { createMemoryStorage } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import {
  effectiveFeatureFlags,
  isFeatureEnabled,
  readQueryFeatureFlags,
  storedFeatureFlagNames,
  storeQueryFeatureFlags,
} from './feature-flags';

describe('feature flags (platform §4)', () => {
  it('reads featureFlag_{name}=1 as on and any other value as off', () => {
    const query = new URLSearchParams(
      'featureFlag_newMenu=1&featureFlag_oldCart=true&featureFlag_x=0&featureFlag_=1&sort=stars',
    );
    expect(readQueryFeatureFlags(query)).toEqual({ newMenu: true, oldCart: false, x: false });
  });

  it('stores the query flags so later pages without the query keep them', () => {
    const storage = createMemoryStorage();
    storeQueryFeatureFlags(new URLSearchParams('featureFlag_newMenu=1'), storage);
    expect(isFeatureEnabled('newMenu', storage, {})).toBe(true);
  });

  it('reads the stored flag before the server flag', () => {
    const storage = createMemoryStorage();
    storeQueryFeatureFlags(new URLSearchParams('featureFlag_newMenu=0'), storage);
    expect(isFeatureEnabled('newMenu', storage, { newMenu: true })).toBe(false);
  });

  it('falls back to the server flag, and off when neither knows the flag', () => {
    const storage = createMemoryStorage();
    expect(isFeatureEnabled('newMenu', storage, { newMenu: true })).toBe(true);
    expect(isFeatureEnabled('unknown', storage, { newMenu: true })).toBe(false);
    expect(isFeatureEnabled('toString', storage, {})).toBe(false);
  });
});

describe('effective feature flags', () => {
  it('lists server and stored flags, the stored value winning', () => {
    const storage = createMemoryStorage();
    storeQueryFeatureFlags(
      new URLSearchParams('featureFlag_delivery=0&featureFlag_beta=1'),
      storage,
    );
    const names = storedFeatureFlagNames(['featureFlag_delivery', 'featureFlag_beta', 'postcode']);
    expect(names).toEqual(['delivery', 'beta']);
    expect(effectiveFeatureFlags(storage, names, { delivery: true, chat: true })).toEqual({
      delivery: false,
      chat: true,
      beta: true,
    });
  });
});
