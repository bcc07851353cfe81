// `npm start` on a fresh clone: install, build the shell and the remotes, then serve the shop
// (the api migrates, seeds and publishes the built remotes on its first start).
// package.json runs it as `exec node scripts/start.mjs`: npm passes SIGINT and SIGTERM to the
// shell it runs a script in, and dash (Debian's sh) would die of them and leave this script and
// the server running; with `exec` the signal reaches this script, which passes it on (run.mjs).
import { existsSync, statSync } from 'node:fs';
import { API_HEAP_FLAG, run, serve, step } from './run.mjs';

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
// The server itself, not `npm run start -w api`: one process fewer between the signal that stops
// `npm start` and the server, whose exit code (0 after a clean shutdown) becomes ours. A server
// that stops by itself is started again, with a growing wait (run.mjs).
// Two malloc arenas (glibc): the pictures libvips draws on libuv's worker threads otherwise leave
// an arena per thread holding freed memory, some 150 MB after a few hundred pictures. A heap
// ceiling far above what the api's bounded caches hold: under it V8 collects before it grows the
// heap, where its default (a quarter of the machine's memory) let garbage of distinct list
// queries raise the api's memory by 180 MiB (README "Configuration").
process.exitCode = await serve(process.execPath, [API_HEAP_FLAG, 'api/dist/server.js'], {
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
