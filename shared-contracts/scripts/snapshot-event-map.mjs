// Freezes the event map of this contracts major: copies the declaration files of
// `src/bus/shop-events.ts` and everything its payload types import into
// `src/bus/contract-snapshot/`, with the version they were taken at. The type test
// `src/bus/event-map-compat.test-d.ts` compares the current event map with it, so a payload
// changed incompatibly fails `npm test` until the major is bumped and this is run again
// (docs/decisions/0006-contract-versions.md). Run: `npm run snapshot:events -w shared-contracts`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/bus/contract-snapshot');
const out = mkdtempSync(join(tmpdir(), 'contracts-dts-'));
const tsc = resolve(root, '../node_modules/.bin/tsc');
execFileSync(
  tsc,
  ['-p', root, '--declaration', '--emitDeclarationOnly', '--composite', 'false', '--outDir', out],
  { stdio: 'inherit' },
);

const seen = new Set();
const queue = ['src/bus/shop-events.d.ts'];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const text = readFileSync(join(out, file), 'utf8');
  for (const [, specifier] of text.matchAll(/(?:from |import\()["'](\.{1,2}\/[^"']+)\.js["']/g)) {
    queue.push(relative(out, join(out, dirname(file), `${specifier}.d.ts`)));
  }
}

rmSync(target, { recursive: true, force: true });
for (const file of seen) {
  const destination = join(target, relative('src', file));
  mkdirSync(dirname(destination), { recursive: true });
  cpSync(join(out, file), destination);
}
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
writeFileSync(join(target, 'version.json'), `${JSON.stringify({ version }, null, 2)}\n`);
rmSync(out, { recursive: true, force: true });
process.stdout.write(`Event map of contracts ${version} frozen in ${relative(root, target)}\n`);
