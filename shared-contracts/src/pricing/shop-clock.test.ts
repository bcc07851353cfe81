import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatShopTime, shopClockTime } from './shop-clock';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shopClockTime', () => {
  it("gives an instant on Helsinki's clock, summer and winter time alike", () => {
    // UTC+3 in summer, UTC+2 in winter, the change at 01:00 UTC on the last Sunday of March.
    expect(shopClockTime(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01T23:59');
    expect(shopClockTime(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01T00:00');
    expect(shopClockTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T02:59');
    expect(shopClockTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T04:00');
  });
});

describe('formatShopTime', () => {
  it('writes a shop-clock time as DD.MM.YYYY HH:mm without a date format', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatShopTime('2026-12-01T23:59')).toBe('01.12.2026 23:59');
    expect(formatShopTime('2027-01-01T00:00')).toBe('01.01.2027 00:00');
    expect(made).not.toHaveBeenCalled();
  });

  it('refuses anything else', () => {
    expect(formatShopTime('2026-12-01T23:59:00Z')).toBeNull();
    expect(formatShopTime('01.12.2026 23:59')).toBeNull();
    expect(formatShopTime('')).toBeNull();
  });
});
