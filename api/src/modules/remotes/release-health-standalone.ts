import type { FastifyBaseLogger } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  createReleaseHealth,
  type ReleaseHealthService,
  requestThrough,
} from './release-health.js';
import { remotesRoutes } from './remotes.routes.js';

/**
 * The health check for the CLI on the database directly (no api running): the files are asked
 * of the api's release-file route all the same, in an app of that route alone; the server
 * build, which renders with the whole api, is checked by the api at its start and periodically.
 * `close` ends that app.
 */
export async function createStandaloneReleaseHealth(options: {
  readonly dataDir: string;
  readonly log: FastifyBaseLogger;
}): Promise<{ health: ReleaseHealthService; close: () => Promise<void> }> {
  const files = Fastify({ logger: false });
  files.setValidatorCompiler(validatorCompiler);
  files.setSerializerCompiler(serializerCompiler);
  await files.register(remotesRoutes, { dataDir: options.dataDir });
  await files.ready();
  const health = createReleaseHealth({
    dataDir: options.dataDir,
    requestOwn: (url) => requestThrough(files, url),
    server: () => 'the CLI works on the database directly; the running api checks it',
    log: options.log,
  });
  return { health, close: () => files.close() };
}
