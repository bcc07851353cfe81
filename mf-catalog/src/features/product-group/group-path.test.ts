import { describe, expect, it } from 'vitest';
import { groupPathOf, isOutletPath } from './group-path';

describe('groupPathOf (catalogue §2)', () => {
  it('takes the dynamic route path, lower-cased', () => {
    expect(groupPathOf('dynamic-product-group', { '*': 'Alpine-Skiing/Skis/' }, null)).toBe(
      'alpine-skiing/skis',
    );
  });

  it('takes ?path= on /product-group/', () => {
    expect(groupPathOf('product-group', {}, '/outlet/Outlet-Gear/')).toBe('outlet/outlet-gear');
    expect(groupPathOf('product-group', {}, null)).toBe('');
  });
});

describe('isOutletPath', () => {
  it('is true for paths with an outlet segment', () => {
    expect(isOutletPath('outlet/outlet-gear')).toBe(true);
    expect(isOutletPath('outlet')).toBe(true);
    expect(isOutletPath('clothing/outletish')).toBe(false);
  });
});
