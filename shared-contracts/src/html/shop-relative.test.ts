import { describe, expect, it } from 'vitest';
import { isClientRoute, toShopRelative } from './shop-relative.js';

describe('toShopRelative', () => {
  it('turns a backslashed address into the host it really names', () => {
    expect(toShopRelative('/\\evil.test/x', 'shop.test')).toBe('https://evil.test/x');
    expect(toShopRelative('/\t/evil.test/x', 'shop.test')).toBe('https://evil.test/x');
    expect(toShopRelative('mailto:a@b.test', 'shop.test')).toBe('mailto:a@b.test');
  });

  it('keeps a shop address absolute when its path alone would name another host', () => {
    expect(toShopRelative('https://shop.test//evil.test/x', 'shop.test')).toBe(
      'https://shop.test//evil.test/x',
    );
    expect(toShopRelative('https://shop.test/\\evil.test/x', 'shop.test')).toBe(
      'https://shop.test//evil.test/x',
    );
    expect(toShopRelative('https://shop.test/en/x/', 'shop.test')).toBe('/en/x/');
  });

  it('returns null for an address that cannot be parsed, and never throws', () => {
    for (const href of ['http://[', 'https://[::1', '//[', 'http://a b/']) {
      expect(toShopRelative(href, 'shop.test'), href).toBeNull();
    }
  });
});

describe('isClientRoute', () => {
  it('routes only this origin’s paths client-side', () => {
    expect(isClientRoute('/en/stores/')).toBe(true);
    expect(isClientRoute('//evil.test/')).toBe(false);
    expect(isClientRoute('/\\evil.test/')).toBe(false);
    expect(isClientRoute('https://shop.test/')).toBe(false);
    expect(isClientRoute('#top')).toBe(false);
  });
});
