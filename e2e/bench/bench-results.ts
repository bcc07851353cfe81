import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIRECTORY = join(import.meta.dirname, '..', 'bench-results');

/** Writes a bench's results as e2e/bench-results/<name>.json, for comparing runs later. */
export function writeBenchResult(name: string, results: unknown): void {
  mkdirSync(DIRECTORY, { recursive: true });
  writeFileSync(join(DIRECTORY, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
}
