import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-keys';

describe('createAttemptKeys', () => {
  it('keeps the key for a retry, makes a new one for another body or after a success', () => {
    let next = 0;
    const keys = createAttemptKeys(() => `k${++next}`);
    expect(keys.keyFor({ rows: [1] })).toBe('staff-k1');
    expect(keys.keyFor({ rows: [1] })).toBe('staff-k1');
    expect(keys.keyFor({ rows: [2] })).toBe('staff-k2');
    keys.reset();
    expect(keys.keyFor({ rows: [2] })).toBe('staff-k3');
  });

  it('makes keys the api accepts (16 to 128 letters, digits or - )', () => {
    expect(createAttemptKeys().keyFor({})).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
  });
});
