import { describe, expect, it } from 'vitest';
import { withRememberedSize } from './remembered-sizes';

describe('withRememberedSize (platform §3 selectedSizes)', () => {
  it('puts the newest size first without duplicates', () => {
    expect(withRememberedSize(['m', 'l', '42'], 'l')).toEqual(['l', 'm', '42']);
  });
  it('keeps at most twenty sizes', () => {
    const many = Array.from({ length: 20 }, (_, index) => String(index));
    expect(withRememberedSize(many, 'xl')).toHaveLength(20);
    expect(withRememberedSize(many, 'xl')[0]).toBe('xl');
  });
});
