import { writeBenchResult } from './bench-results';
import type { Site } from './site-server';
import { formatTable } from './table';

/** Issue 9 point 4: the api answers within a second of start and stays under 400 MiB. */
const FIRST_ANSWER_TARGET_MS = 1000;
const RESIDENT_TARGET_MIB = 400;

/**
 * After the page benches: how soon the api answered after starting on its prepared (reopened)
 * directory, and its resident memory now that it has served and rendered every page the
 * benches loaded. Prints a table and writes bench-results/api.json.
 */
export function benchApi(site: Site): void {
  const residentMiB = site.residentMiB();
  const mark = (isMet: boolean) => (isMet ? '' : ' ✖');
  const rows = [
    [
      'first answer after start, prepared directory',
      `${(site.firstAnswerMs / 1000).toFixed(2)} s${mark(site.firstAnswerMs <= FIRST_ANSWER_TARGET_MS)}`,
      '≤ 1 s',
    ],
    [
      'resident memory after the benches',
      `${residentMiB.toFixed(0)} MiB${mark(residentMiB < RESIDENT_TARGET_MIB)}`,
      '< 400 MiB',
    ],
  ];
  process.stdout.write('\nThe api\n');
  process.stdout.write(`${formatTable(['measure', 'value', 'target'], rows)}\n`);
  writeBenchResult('api', { firstAnswerMs: site.firstAnswerMs, residentMiB });
}
