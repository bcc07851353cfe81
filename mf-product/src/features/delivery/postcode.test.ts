// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isLookupPostcode, rememberedPostcode, rememberPostcode } from './postcode';

afterEach(() => window.localStorage.clear());

describe('postcode rules (catalogue §5)', () => {
  it('looks up exactly five characters', () => {
    expect(isLookupPostcode('00100')).toBe(true);
    expect(isLookupPostcode('0010')).toBe(false);
  });

  it('remembers a five-character postcode, forgets an empty one, keeps partial input out', () => {
    rememberPostcode('33100');
    expect(rememberedPostcode()).toBe('33100');
    rememberPostcode('331');
    expect(rememberedPostcode()).toBe('33100');
    rememberPostcode('');
    expect(rememberedPostcode()).toBe('');
  });
});
