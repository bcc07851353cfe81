// `npm start` on a fresh clone: install, build the shell and the remotes, then serve the shop
// (the api migrates, seeds and publishes the built remotes on its first start).
import { existsSync, statSync } from 'node:fs';
import { run, step } from './run.mjs';

const installed = existsSync('node_modules/.package-lock.json');
const stale =
  installed &&
  statSync('package-lock.json').mtimeMs > statSync('node_modules/.package-lock.json').mtimeMs;
if (!installed || stale) {
  // `npm install` keeps to the lockfile; `npm ci` fails where the registry lacks another
  // platform's optional binaries.
  step('Installing dependencies');
  await run('npm', ['install', '--no-audit', '--no-fund']);
}
step('Building the shell and the five remotes');
await run('npm', ['run', 'build']);
// Migrates, seeds an empty database and publishes and activates what was just built, so a
// data directory from an earlier run serves this build (its shell and remotes match).
step('Preparing the database and publishing the built remotes');
await run('node', ['api/dist/cli.js', 'prepare']);
step(`Serving the shop on http://localhost:${process.env.PORT ?? 8080}`);
await run('npm', ['run', 'start', '-w', 'api']);
