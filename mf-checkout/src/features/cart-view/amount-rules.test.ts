import { describe, expect, it } from 'vitest';
import { clampAmount, showsAvailableNote } from './amount-rules';

describe('row amounts (catalogue §5)', () => {
  it('clamps to 1..max and rounds', () => {
    expect(clampAmount('3', 5)).toBe(3);
    expect(clampAmount('9', 5)).toBe(5);
    expect(clampAmount('0', 5)).toBe(1);
    expect(clampAmount('-4', null)).toBe(1);
    expect(clampAmount('2.6', null)).toBe(3);
    expect(clampAmount('abc', 5)).toBe(1);
    expect(clampAmount('', 5)).toBe(1);
    expect(clampAmount('400', null)).toBe(400);
  });

  it("shows 'Available N pcs' at the maximum or when at most 5 are left", () => {
    expect(showsAvailableNote(2, 5)).toBe(true);
    expect(showsAvailableNote(8, 8)).toBe(true);
    expect(showsAvailableNote(2, 8)).toBe(false);
    expect(showsAvailableNote(2, null)).toBe(false);
  });
});
