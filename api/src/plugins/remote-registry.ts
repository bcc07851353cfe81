import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { addPeriodicSweep } from '../lib/periodic-sweep.js';
import { createReleaseHealth, requestThrough } from '../modules/remotes/release-health.js';
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

/**
 * How long after listening the first health check of the active releases runs: after the
 * server renderer's warm-up (site.routes.ts), so neither holds up the first answers.
 */
const FIRST_HEALTH_CHECK_MS = 3_000;

/**
 * Creates the registry with the release health check, and checks the active releases' health
 * now and then. The app publishes the built remotes that have no active release once it is
 * ready (app.ts).
 */
export const remoteRegistryPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const health = createReleaseHealth({
      dataDir: config.dataDir,
      // Through the release-file route itself (remotes.routes.ts), as a browser asks.
      requestOwn: (url) => requestThrough(app, url),
      server: () => app.serverRender ?? 'server rendering is off (SERVER_RENDER_BUDGET_MS=0)',
      log: app.log,
    });
    const registry = createRemoteRegistry({
      db: app.db,
      dataDir: config.dataDir,
      shopRoot: config.shopRoot,
      log: app.log,
      health,
    });
    if (config.releaseHealthIntervalMs > 0) {
      addPeriodicSweep(app, {
        everyMs: config.releaseHealthIntervalMs,
        firstAfterListeningMs: FIRST_HEALTH_CHECK_MS,
        failure: 'the health check of the active releases failed',
        task: () => registry.checkActiveHealth(),
      });
    }
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
