import { describe, expect, it } from 'vitest';
import { GRID_SIZE_COOKIE, gridSizeCookie, PREFERENCE_COOKIES, toGridSize } from './grid-size.js';

describe('the grid size preference (catalogue §4)', () => {
  it('reads extended, and anything else as the default', () => {
    expect(toGridSize('extended')).toBe('extended');
    expect(toGridSize('default')).toBe('default');
    expect(toGridSize('huge')).toBe('default');
    expect(toGridSize(undefined)).toBe('default');
  });

  it('is kept a year, lax, secure over https, and handed to the server renderer', () => {
    expect(gridSizeCookie('extended', true)).toBe(
      'grid_size=extended; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(gridSizeCookie('default', false)).not.toContain('Secure');
    expect(PREFERENCE_COOKIES).toContain(GRID_SIZE_COOKIE);
  });
});
