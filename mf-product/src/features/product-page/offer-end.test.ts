import { describe, expect, it } from 'vitest';
import { formatShopTime, offerEndNote } from './offer-end';

describe('formatShopTime', () => {
  it("shows an instant on Helsinki's clock, summer and winter time alike", () => {
    // UTC+3 in summer, UTC+2 in winter.
    expect(formatShopTime(new Date('2026-07-01T20:59:00Z'))).toBe('01.07.2026 23:59');
    expect(formatShopTime(new Date('2026-12-31T22:00:00Z'))).toBe('01.01.2027 00:00');
    expect(formatShopTime(new Date('2026-03-05T06:05:00Z'))).toBe('05.03.2026 08:05');
  });
});

describe('offerEndNote', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('shows an end within the window of days', () => {
    expect(offerEndNote('2026-12-01T21:59:00Z', now, 30)).toBe('01.12.2026 23:59');
    expect(offerEndNote('2026-12-27T10:00:00Z', now, 30)).toBe('27.12.2026 12:00');
  });

  it('hides an end beyond the window, one already past, and none', () => {
    expect(offerEndNote('2026-12-27T10:01:00Z', now, 30)).toBeNull();
    expect(offerEndNote('2026-12-01T21:59:00Z', now, 3)).toBeNull();
    expect(offerEndNote('2026-11-27T09:59:00Z', now, 30)).toBeNull();
    expect(offerEndNote(null, now, 30)).toBeNull();
    expect(offerEndNote('not a date', now, 30)).toBeNull();
  });
});
