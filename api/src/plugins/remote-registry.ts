import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import {
  overrideOfCookies,
  type ReleaseOverride,
  readSignedOverride,
  signOverride,
} from '../modules/remotes/release-override.js';
import {
  createRemoteRegistry,
  type RemoteRegistryService,
} from '../modules/remotes/remotes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Published remote releases: what `/remotes.json` and the preload hints point at. */
    remoteRegistry: RemoteRegistryService;
    /** Release overrides (issue 14 point 5), signed with the configured secret. */
    releaseOverrides: {
      /**
       * The valid override the request's cookie carries, or null; read once per request (the
       * page's policy, its registry, hints and server render all ask).
       */
      of(request: IncomingMessage): ReleaseOverride | null;
      /** The override a signed value (a link's) stands for, or null. */
      read(signed: string): ReleaseOverride | null;
      sign(override: ReleaseOverride): string;
    };
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
    const secret = config.overrideSigningSecret;
    const read = new WeakMap<IncomingMessage, ReleaseOverride | null>();
    app.decorate('releaseOverrides', {
      of(request: IncomingMessage) {
        let override = read.get(request);
        if (override === undefined) {
          override = overrideOfCookies(request.headers.cookie, secret);
          read.set(request, override);
        }
        return override;
      },
      read: (signed: string) => readSignedOverride(signed, secret),
      sign: (override: ReleaseOverride) => signOverride(override, secret),
    });
  },
  { name: 'remote-registry', dependencies: ['database'] },
);
