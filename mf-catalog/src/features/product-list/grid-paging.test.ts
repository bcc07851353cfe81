import { describe, expect, it } from 'vitest';
import { firstPageSize, initialVisibleCount, nextVisibleCount } from './grid-paging';

describe('firstPageSize (catalogue §4 grid)', () => {
  it('shows 120 when the list is under 120, otherwise 60', () => {
    expect(firstPageSize(0)).toBe(120);
    expect(firstPageSize(119)).toBe(120);
    expect(firstPageSize(120)).toBe(60);
    expect(firstPageSize(2000)).toBe(60);
  });
});

describe('nextVisibleCount', () => {
  it('appends 60 at a time up to the end of the list', () => {
    expect(nextVisibleCount(60, 300)).toBe(120);
    expect(nextVisibleCount(120, 150)).toBe(150);
  });
});

describe('initialVisibleCount', () => {
  it('starts with the first page, capped to the list', () => {
    expect(initialVisibleCount(100, undefined)).toBe(100);
    expect(initialVisibleCount(500, undefined)).toBe(60);
  });

  it('restores a larger remembered count from history state', () => {
    expect(initialVisibleCount(500, 180)).toBe(180);
    expect(initialVisibleCount(500, 9999)).toBe(500);
    expect(initialVisibleCount(500, 10)).toBe(60);
    expect(initialVisibleCount(500, 'x')).toBe(60);
  });
});
