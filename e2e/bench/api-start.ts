import { writeBenchResult } from './bench-results';
import { median } from './lighthouse-metrics';
import type { Site } from './site-server';
import { formatTable } from './table';

/** Issue 9 point 4: the api answers within a second of start and stays under 400 MiB. */
const FIRST_ANSWER_TARGET_MS = 1000;
const RESIDENT_TARGET_MIB = 400;

/** Starts measured: the first, after the page benches, and the restarts (the start is noisy). */
const STARTS = 3;

/**
 * After the page benches: the api's resident memory now that it has served and rendered every
 * page the benches loaded, then how soon it answers after starting on its prepared (reopened)
 * directory: the median of its first start and two restarts. Prints a table and writes
 * bench-results/api.json.
 */
export async function benchApi(site: Site): Promise<void> {
  const residentMiB = site.residentMiB();
  // Release code renders in a process of its own (docs/decisions/0022): said beside the api.
  const renderProcessMiB = site.renderProcessMiB();
  const startsMs = [site.firstAnswerMs];
  while (startsMs.length < STARTS) startsMs.push(await site.restart());
  const firstAnswerMs = median(startsMs);
  const mark = (isMet: boolean) => (isMet ? '' : ' ✖');
  const rows = [
    [
      `first answer after start, prepared directory (median of ${STARTS} starts)`,
      `${(firstAnswerMs / 1000).toFixed(2)} s${mark(firstAnswerMs <= FIRST_ANSWER_TARGET_MS)}`,
      '≤ 1 s',
    ],
    [
      'resident memory after the benches',
      `${residentMiB.toFixed(0)} MiB${mark(residentMiB < RESIDENT_TARGET_MIB)}`,
      '< 400 MiB',
    ],
    ['resident memory of the render process', `${renderProcessMiB.toFixed(0)} MiB`, '–'],
  ];
  process.stdout.write('\nThe api\n');
  process.stdout.write(`${formatTable(['measure', 'value', 'target'], rows)}\n`);
  process.stdout.write(
    `Starts: ${startsMs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}\n`,
  );
  writeBenchResult('api', { firstAnswerMs, startsMs, residentMiB, renderProcessMiB });
}
