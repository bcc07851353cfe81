import { buildApp } from './app.js';
import { loadConfig } from './config.js';

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
await app.listen({ port: config.port, host: config.host });
