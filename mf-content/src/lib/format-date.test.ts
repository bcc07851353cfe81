import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the date in the language, the same day everywhere', () => {
    expect(formatDate('2026-10-29T00:00:00.000Z', 'en')).toBe('October 29, 2026');
    expect(formatDate('2026-10-29T00:00:00.000Z', 'de')).toBe('29. Oktober 2026');
  });
});
