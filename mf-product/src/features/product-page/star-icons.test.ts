import { describe, expect, it } from 'vitest';
import { starIcons } from './star-icons';

describe('starIcons (catalogue §9)', () => {
  it('halves the 0–10 rating into five stars', () => {
    expect(starIcons(10)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starIcons(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starIcons(7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
  it('gives a half star from a remainder of .25 and a whole one from .75', () => {
    // 8.4 / 2 = 4.2: below .25, four stars.
    expect(starIcons(8.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    // 8.5 / 2 = 4.25: a half star.
    expect(starIcons(8.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    // 7.5 / 2 = 3.75: rounds up to four.
    expect(starIcons(7.5)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });
});
