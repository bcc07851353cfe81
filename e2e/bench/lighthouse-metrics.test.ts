import { describe, expect, it } from 'vitest';
import {
  formatTarget,
  formatValue,
  type LighthouseSample,
  METRICS,
  type MetricName,
  median,
  medianSample,
  missesTarget,
} from './lighthouse-metrics';

const sample = (overrides: Partial<LighthouseSample>): LighthouseSample => ({
  score: 50,
  fcpMs: 2000,
  lcpMs: 4000,
  tbtMs: 1000,
  cls: 0.1,
  jsKiB: 300,
  ...overrides,
});

const metric = (name: MetricName) => {
  const found = METRICS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
};

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    expect(median([4700, 5100, 4800])).toBe(4800);
    expect(median([0.18, 0, 0.02])).toBe(0.02);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('refuses no values rather than inventing one', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianSample', () => {
  it('takes each metric’s median on its own, not one whole run', () => {
    const runs = [
      sample({ score: 59, lcpMs: 5100, tbtMs: 1200 }),
      sample({ score: 46, lcpMs: 4700, tbtMs: 1800 }),
      sample({ score: 57, lcpMs: 4900, tbtMs: 1300 }),
    ];
    expect(medianSample(runs)).toEqual(sample({ score: 57, lcpMs: 4900, tbtMs: 1300 }));
  });
});

describe('targets', () => {
  it('misses a minimum below it and a maximum above it, never at the limit', () => {
    expect(missesTarget({ bound: 'min', limit: 90 }, 89)).toBe(true);
    expect(missesTarget({ bound: 'min', limit: 90 }, 90)).toBe(false);
    expect(missesTarget({ bound: 'max', limit: 0.02 }, 0.02)).toBe(false);
    expect(missesTarget({ bound: 'max', limit: 0.02 }, 0.021)).toBe(true);
  });

  it('never marks a metric that has no target', () => {
    expect(missesTarget(undefined, Number.MAX_VALUE)).toBe(false);
    expect(formatValue(metric('fcpMs'), 9000)).toBe('9.00');
  });

  it('holds issue 9’s targets', () => {
    expect(METRICS.map((column) => [column.label, formatTarget(column)])).toEqual([
      ['score', '≥ 90'],
      ['FCP s', '–'],
      ['LCP s', '≤ 2'],
      ['TBT ms', '≤ 200'],
      ['CLS', '≤ 0.02'],
      ['JS KiB', '≤ 170'],
    ]);
  });

  it('shows a value in its column’s unit and marks a miss', () => {
    expect(formatValue(metric('score'), 59)).toBe('59 ✖');
    expect(formatValue(metric('score'), 92)).toBe('92');
    expect(formatValue(metric('lcpMs'), 4712.4)).toBe('4.71 ✖');
    expect(formatValue(metric('lcpMs'), 1999)).toBe('2.00');
    expect(formatValue(metric('tbtMs'), 149.6)).toBe('150');
    expect(formatValue(metric('cls'), 0.18)).toBe('0.180 ✖');
    expect(formatValue(metric('jsKiB'), 169.96)).toBe('170.0');
  });
});
