import { describe, expect, it } from 'vitest';
import type { LighthouseSample } from './lighthouse-metrics';
import { lighthouseTable } from './lighthouse-report';

const slow: LighthouseSample = {
  score: 49,
  fcpMs: 2400,
  lcpMs: 4900,
  tbtMs: 1500,
  cls: 0.18,
  jsKiB: 333.3,
};
const fast: LighthouseSample = {
  score: 95,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 120,
  cls: 0,
  jsKiB: 150,
};

describe('lighthouseTable', () => {
  it('prints each page’s medians with misses marked, above the targets', () => {
    const table = lighthouseTable([
      { page: 'product page', path: '/p/', samples: [slow], median: slow },
      { page: 'cart', path: '/checkout/', samples: [fast], median: fast },
    ]);
    expect(table.split('\n')).toEqual([
      '| page             | path       | score | FCP s | LCP s  | TBT ms | CLS     | JS KiB  |',
      '| ---------------- | ---------- | ----- | ----- | ------ | ------ | ------- | ------- |',
      '| product page     | /p/        | 49 ✖  | 2.40  | 4.90 ✖ | 1500 ✖ | 0.180 ✖ | 333.3 ✖ |',
      '| cart             | /checkout/ | 95    | 0.90  | 1.50   | 120    | 0.000   | 150.0   |',
      '| target (issue 9) |            | ≥ 90  | –     | ≤ 2    | ≤ 200  | ≤ 0.02  | ≤ 170   |',
    ]);
  });
});
