import { describe, expect, it } from 'vitest';
import { isSwipeRight } from './swipe';

describe('isSwipeRight (platform §2, tolerance 30 px)', () => {
  const start = { x: 100, y: 300 };

  it('counts a move of more than 30 px to the right', () => {
    expect(isSwipeRight(start, { x: 131, y: 300 })).toBe(true);
    expect(isSwipeRight(start, { x: 300, y: 340 })).toBe(true);
  });

  it('ignores short, leftward and mostly vertical moves', () => {
    expect(isSwipeRight(start, { x: 130, y: 300 })).toBe(false);
    expect(isSwipeRight(start, { x: 20, y: 300 })).toBe(false);
    expect(isSwipeRight(start, { x: 160, y: 380 })).toBe(false);
  });
});
