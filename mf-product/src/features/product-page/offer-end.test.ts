import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerEndNote } from './offer-end';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offerEndNote', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it("writes the api's shop time of an end within the window, making no date format", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const offer = { priceEnding: '2026-12-01T21:59:00Z', priceEndingShopTime: '2026-12-01T23:59' };
    expect(offerEndNote(offer, now, 30)).toBe('01.12.2026 23:59');
    expect(made).not.toHaveBeenCalled();
  });

  it("converts the instant to Helsinki's clock for an api without the shop time", () => {
    expect(offerEndNote({ priceEnding: '2026-12-01T21:59:00Z' }, now, 30)).toBe('01.12.2026 23:59');
    expect(offerEndNote({ priceEnding: '2026-12-27T10:00:00Z' }, now, 30)).toBe('27.12.2026 12:00');
  });

  it('hides an end beyond the window, one already past, and none', () => {
    const shopTime = '2026-12-27T12:01';
    expect(
      offerEndNote({ priceEnding: '2026-12-27T10:01:00Z', priceEndingShopTime: shopTime }, now, 30),
    ).toBeNull();
    expect(offerEndNote({ priceEnding: '2026-12-01T21:59:00Z' }, now, 3)).toBeNull();
    expect(offerEndNote({ priceEnding: '2026-11-27T09:59:00Z' }, now, 30)).toBeNull();
    expect(offerEndNote({ priceEnding: null }, now, 30)).toBeNull();
    expect(offerEndNote({}, now, 30)).toBeNull();
    expect(offerEndNote({ priceEnding: 'not a date' }, now, 30)).toBeNull();
  });
});
