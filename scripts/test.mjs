// `npm test`: every check of the repository, in the order that fails fastest.
// Typecheck, lint, unit and api tests (PGlite always, PostgreSQL too when DATABASE_URL is set),
// the production build, then Playwright in Debian's Chromium.
import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing and we may (root); never downloads a browser. */
async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)`);
  }
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const checks = [
  ['Typecheck (tsc -b)', () => run('npx', ['tsc', '-b'])],
  ['Lint and format (biome)', () => run('npx', ['biome', 'check', '.'])],
  ['Unit and api tests', () => run('npm', ['run', 'test', '--workspaces', '--if-present'])],
  ['Production build', () => run('npm', ['run', 'build'])],
  // The fresh clone's `npm start`, three times on one data directory (builds again each time).
  ['npm start, again and again', () => run('npm', ['run', 'test:restart', '-w', 'e2e'])],
  // The compiled api's memory through distinct list queries, on both databases.
  ['The compiled api under attack', () => run('npm', ['run', 'test:compiled', '-w', 'e2e'])],
  ["Debian's chromium", ensureChromium],
  ['End-to-end (Playwright)', () => run('npm', ['run', 'test:e2e', '-w', 'e2e'])],
];

let passed = 0;
for (const [title, check] of checks) {
  step(title);
  try {
    await check();
    passed += 1;
  } catch (error) {
    process.stderr.write(`\n✖ ${title}: ${error instanceof Error ? error.message : error}\n`);
    process.stdout.write(`\nchecks: ${passed} passed, 1 failed\n`);
    process.exit(1);
  }
}
process.stdout.write(`\nchecks: ${passed} passed, 0 failed\n`);
