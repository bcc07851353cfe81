import { formatTarget, formatValue, type LighthouseSample, METRICS } from './lighthouse-metrics';
import { formatTable } from './table';

/** Every run of one page and their medians. */
export interface PageResult {
  readonly page: string;
  readonly path: string;
  readonly samples: readonly LighthouseSample[];
  readonly median: LighthouseSample;
}

/** Per page the medians, each miss marked ✖, above a last row with issue 9's targets. */
export function lighthouseTable(results: readonly PageResult[]): string {
  const header = ['page', 'path', ...METRICS.map((metric) => metric.label)];
  const rows = results.map((result) => [
    result.page,
    result.path,
    ...METRICS.map((metric) => formatValue(metric, result.median[metric.name])),
  ]);
  const targets = ['target (issue 9)', '', ...METRICS.map(formatTarget)];
  return formatTable(header, [...rows, targets]);
}
