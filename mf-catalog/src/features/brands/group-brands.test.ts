import { describe, expect, it } from 'vitest';
import { groupBrandsByInitial } from './group-brands';

describe('groupBrandsByInitial', () => {
  it('sorts brands by name and groups them by first letter', () => {
    const groups = groupBrandsByInitial(
      [{ name: 'Rossignol' }, { name: 'atomic' }, { name: 'Alpina' }, { name: 'Salomon' }],
      'en',
    );
    expect(groups).toEqual([
      { initial: 'A', brands: [{ name: 'Alpina' }, { name: 'atomic' }] },
      { initial: 'R', brands: [{ name: 'Rossignol' }] },
      { initial: 'S', brands: [{ name: 'Salomon' }] },
    ]);
  });

  it('puts names that start with a digit or symbol under #', () => {
    expect(groupBrandsByInitial([{ name: '2XU' }], 'fi')[0]?.initial).toBe('#');
  });
});
