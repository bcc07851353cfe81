import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value.js';

describe('cookieValue', () => {
  it('finds a cookie by name, decoded, and nothing for a missing or undecodable one', () => {
    const header = 'so.auth=Bearer%20abc; grid_size=extended; broken=%E0%A4%A';
    expect(cookieValue(header, 'so.auth')).toBe('Bearer abc');
    expect(cookieValue(header, 'grid_size')).toBe('extended');
    expect(cookieValue(header, 'grid')).toBeUndefined();
    expect(cookieValue(header, 'broken')).toBeUndefined();
    expect(cookieValue(undefined, 'so.auth')).toBeUndefined();
  });
});
