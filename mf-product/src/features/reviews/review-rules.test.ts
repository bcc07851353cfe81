import { describe, expect, it } from 'vitest';
import { fitStep, movedCounts, reviewDigest, voteToSend } from './review-rules';

describe('review rules (catalogue §4, §9)', () => {
  it('shows a review of up to 300 characters whole and cuts a longer one to a 200-character digest', () => {
    expect(reviewDigest('short')).toBeNull();
    expect(reviewDigest('x'.repeat(300))).toBeNull();
    const long = `${'word '.repeat(80)}end`;
    const digest = reviewDigest(long) ?? '';
    expect(digest.endsWith('…')).toBe(true);
    expect(digest.length).toBeLessThanOrEqual(201);
    expect(digest.length).toBeGreaterThan(160);
    expect(digest).not.toMatch(/\s…$/);
    expect(reviewDigest('y'.repeat(400))).toBe(`${'y'.repeat(200)}…`);
  });

  it('names the fit step nearest the average of the sizes', () => {
    expect(fitStep(null)).toBeNull();
    expect(fitStep(2.4)).toBe(2);
    expect(fitStep(5)).toBe(6);
    expect(fitStep(3)).toBe(4);
    expect(fitStep(9)).toBe(8);
    expect(fitStep(6.9)).toBe(6);
    expect(fitStep(7.1)).toBe(8);
    expect(fitStep(10)).toBe(10);
  });

  it('takes a vote back when the same one is pressed again', () => {
    expect(voteToSend(null, 'up')).toBe('up');
    expect(voteToSend('up', 'up')).toBe('null');
    expect(voteToSend('up', 'down')).toBe('down');
    expect(voteToSend('down', 'down')).toBe('null');
  });

  it("moves the shown counts with the shopper's vote at once", () => {
    const counts = { up: 3, down: 1 };
    expect(movedCounts(counts, null, 'up')).toEqual({ up: 4, down: 1 });
    expect(movedCounts(counts, 'up', null)).toEqual({ up: 2, down: 1 });
    expect(movedCounts(counts, 'up', 'down')).toEqual({ up: 2, down: 2 });
  });
});
