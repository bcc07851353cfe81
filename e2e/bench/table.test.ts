import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('pads every column to its widest cell under a Markdown rule', () => {
    expect(
      formatTable(
        ['page', 'score'],
        [
          ['/', '59 ✖'],
          ['/checkout/', '100'],
        ],
      ),
    ).toBe(
      [
        '| page       | score |',
        '| ---------- | ----- |',
        '| /          | 59 ✖  |',
        '| /checkout/ | 100   |',
      ].join('\n'),
    );
  });

  it('leaves a missing cell empty', () => {
    expect(formatTable(['a', 'b'], [['x']])).toBe('| a | b |\n| - | - |\n| x |   |');
  });
});
