import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../client/account-calls.js';
import { catalogueKeys } from '../client/catalogue-calls.js';
import { checkoutKeys } from '../client/checkout-calls.js';
import { contentKeys } from '../client/content-calls.js';
import { productKeys } from '../client/product-calls.js';
import { CONTRACTS_LINE } from '../contracts-version.js';
import { sharedKeys } from './query-keys.js';

/** Every factory of a group, called with sample arguments. */
function keysOf(factory: Record<string, unknown>): unknown[][] {
  return Object.values(factory).map((make) =>
    typeof make === 'function'
      ? (make as (...args: unknown[]) => unknown[])('x', 'en', 1)
      : (make as unknown[]),
  );
}

describe('query key factories (0007)', () => {
  it.each([
    ['account', accountKeys],
    ['catalogue', catalogueKeys],
    ['checkout', checkoutKeys],
    ['content', contentKeys],
    ['product', productKeys],
  ] as const)(
    'start every %s key with its group, so one prefix reaches the area',
    (group, keys) => {
      for (const key of keysOf(keys)) expect(key[0]).toBe(group);
      expect(keys.all).toEqual([group]);
    },
  );

  it('scope the shell-loaded keys by the contracts line, so copies of one line share them', () => {
    for (const key of keysOf(sharedKeys))
      expect(key.slice(0, 2)).toEqual(['shared', CONTRACTS_LINE]);
    expect(sharedKeys.resources('fi')).toEqual(['shared', CONTRACTS_LINE, 'resources', 'fi']);
  });

  it('give different data different keys and the same data the same key', () => {
    expect(hashKey(sharedKeys.resources('fi'))).not.toBe(hashKey(sharedKeys.resources('sv')));
    expect(hashKey(catalogueKeys.productGroup('skis', 'en'))).toBe(
      hashKey(catalogueKeys.productGroup('skis', 'en')),
    );
    expect(hashKey(contentKeys.blogPosts({ lang: 'en', page: 2 }))).not.toBe(
      hashKey(contentKeys.blogPosts({ lang: 'en', page: 1 })),
    );
  });
});
