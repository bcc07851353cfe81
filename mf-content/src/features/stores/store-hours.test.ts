import { describe, expect, it } from 'vitest';
import { formatHours } from './store-hours';

describe('formatHours', () => {
  it('writes a range with an en dash', () => {
    expect(formatHours('10-20')).toBe('10–20');
    expect(formatHours(' 9 - 17 ')).toBe('9–17');
  });

  it('is null for a closed day', () => {
    expect(formatHours('-')).toBeNull();
    expect(formatHours('')).toBeNull();
  });
});
