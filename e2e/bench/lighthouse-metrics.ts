/** What one Lighthouse run measured on a page, in the units the targets use. */
export interface LighthouseSample {
  /** Performance category score, 0–100. */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Compressed bytes of every script the page loaded, headers included. */
  readonly jsKiB: number;
}

export type MetricName = keyof LighthouseSample;

/** A goal of issue 9: the value must be at least (`min`) or at most (`max`) the limit. */
export interface Target {
  readonly bound: 'min' | 'max';
  readonly limit: number;
}

/** A column of the table: how to show the metric and issue 9's target for it, if any. */
export interface Metric {
  readonly name: MetricName;
  readonly label: string;
  /** Divides the sample's unit into the column's (milliseconds to seconds for paints). */
  readonly divisor?: number;
  readonly digits: number;
  readonly target?: Target;
}

/** The table's columns in order. */
export const METRICS: readonly Metric[] = [
  { name: 'score', label: 'score', digits: 0, target: { bound: 'min', limit: 90 } },
  { name: 'fcpMs', label: 'FCP s', divisor: 1000, digits: 2 },
  {
    name: 'lcpMs',
    label: 'LCP s',
    divisor: 1000,
    digits: 2,
    target: { bound: 'max', limit: 2000 },
  },
  { name: 'tbtMs', label: 'TBT ms', digits: 0, target: { bound: 'max', limit: 200 } },
  { name: 'cls', label: 'CLS', digits: 3, target: { bound: 'max', limit: 0.02 } },
  { name: 'jsKiB', label: 'JS KiB', digits: 1, target: { bound: 'max', limit: 170 } },
];

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Each metric's median over the runs, taken metric by metric as issue 9 reports them. */
export function medianSample(samples: readonly LighthouseSample[]): LighthouseSample {
  const of = (name: MetricName) => median(samples.map((sample) => sample[name]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsKiB: of('jsKiB'),
  };
}

/** Whether a value falls short of its target; a metric without a target never misses. */
export function missesTarget(target: Target | undefined, value: number): boolean {
  if (!target) return false;
  return target.bound === 'min' ? value < target.limit : value > target.limit;
}

/** A value in the column's unit, marked ✖ when it misses the target. */
export function formatValue(metric: Metric, value: number): string {
  const shown = (value / (metric.divisor ?? 1)).toFixed(metric.digits);
  return missesTarget(metric.target, value) ? `${shown} ✖` : shown;
}

/** How a target reads in the table's targets row, in the column's unit. */
export function formatTarget(metric: Metric): string {
  if (!metric.target) return '–';
  const bound = metric.target.bound === 'min' ? '≥' : '≤';
  return `${bound} ${metric.target.limit / (metric.divisor ?? 1)}`;
}
