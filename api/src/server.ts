import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/**
 * Held until the server listens. Between the database's steps nothing else keeps Node's event
 * loop alive, and each time it runs empty Node waits for every background compile job (PGlite's
 * WebAssembly tier-up: 0.2–0.3 s of idle start on a reopened directory) before it goes on. With
 * a timer pending the compilation runs beside the start instead (issue 9 point 4).
 */
const startingUp = setInterval(() => {}, 60_000);

const config = loadConfig();
const app = await buildApp(config);

let isShuttingDown = false;

/** Stops taking requests, lets the open ones finish, then closes the database (and its lock). */
async function shutDown(signal: NodeJS.Signals) {
  // A terminal's Ctrl-C reaches both `npm start` and this process, and `npm start` passes it on
  // as well: the second copy must not interrupt the first shutdown.
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
try {
  await app.listen({ port: config.port, host: config.host });
} finally {
  clearInterval(startingUp);
}
