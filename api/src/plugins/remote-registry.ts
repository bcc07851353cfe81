import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import {
  createRemoteRegistry,
  type RemoteRegistryService,
} from '../modules/remotes/remotes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Published remote releases: what `/remotes.json` and the preload hints point at. */
    remoteRegistry: RemoteRegistryService;
  }
}

/** Creates the registry and publishes any built remote that has no active release yet. */
export const remoteRegistryPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const registry = createRemoteRegistry({
      db: app.db,
      dataDir: config.dataDir,
      shopRoot: config.shopRoot,
      log: app.log,
    });
    await registry.publishMissing();
    app.decorate('remoteRegistry', registry);
  },
  { name: 'remote-registry', dependencies: ['database'] },
);
