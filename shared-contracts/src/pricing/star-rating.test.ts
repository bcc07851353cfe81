import { describe, expect, it } from 'vitest';
import { toStars } from './star-rating.js';

describe('toStars (platform §9: rounded to 5 stars)', () => {
  it('halves the 0–10 rating', () => {
    expect(toStars(0)).toBe(0);
    expect(toStars(8)).toBe(4);
    expect(toStars(10)).toBe(5);
  });

  it('gives a half star from a remainder of .25 and a whole one from .75', () => {
    expect(toStars(6.4)).toBe(3);
    expect(toStars(6.5)).toBe(3.5);
    expect(toStars(7.4)).toBe(3.5);
    expect(toStars(7.5)).toBe(4);
  });

  it('stays between 0 and 5 stars', () => {
    expect(toStars(-1)).toBe(0);
    expect(toStars(12)).toBe(5);
  });
});
