import type { ReleaseHealth, RemotePackage } from '@shop/shared-contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  checkServedFiles,
  type FileAnswer,
  type FileSource,
  filesToCheck,
} from './release-health-files.js';
import { checkServerBuild, type ServerRenderCheck } from './release-health-server.js';
import { releaseDir } from './remotes.publisher.js';

/** What the health check needs to know of a release. */
export interface ReleaseHealthTarget {
  readonly remote: RemotePackage;
  readonly version: string;
  readonly entryFile: string;
  /** The other origin's folder browsers load it from; null when this api serves it. */
  readonly baseUrl: string | null;
  /** Its stored `mf-manifest.json` (the one the gate and the page hints read). */
  readonly manifest: unknown;
}

/**
 * The release health check (docs/decisions/0021, addendum): before a release goes live and
 * every few minutes while it is live, its files are asked for as shoppers' browsers ask for
 * them, and its server build is evaluated and renders a page of its own.
 */
export interface ReleaseHealthService {
  /**
   * Checks a release about to be activated; `alongside` are the other members of its set,
   * pinned with it for the page it renders.
   */
  check(
    target: ReleaseHealthTarget,
    alongside?: readonly { remote: RemotePackage; version: string }[],
  ): Promise<ReleaseHealth>;
  /** The version was just activated: its activation's check becomes the remote's latest. */
  activated(remote: RemotePackage, version: string): void;
  /** Checks an active release again and logs an error when it fails. */
  checkActive(target: ReleaseHealthTarget): Promise<ReleaseHealth>;
  /** The latest check of this version while active, if this process ran one. */
  latest(remote: RemotePackage, version: string): ReleaseHealth | undefined;
}

export interface ReleaseHealthOptions {
  readonly dataDir: string;
  /** GETs a path of this api: its own release-file route, the path shoppers load them by. */
  readonly requestOwn: (path: string) => Promise<FileAnswer>;
  /**
   * The api's server renderer, or why this process renders nothing; asked at each check, as
   * the site's renderer is made after the registry.
   */
  readonly server: () => ServerRenderCheck | string;
  readonly log: FastifyBaseLogger;
}

/** GETs a path of `app` as a browser does (it accepts the builds' precompressed files). */
export async function requestThrough(
  app: Pick<FastifyInstance, 'inject'>,
  url: string,
): Promise<FileAnswer> {
  const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
  const type = response.headers['content-type'];
  return { status: response.statusCode, contentType: type === undefined ? type : String(type) };
}

/** Another origin has this long to answer each file. */
const FETCH_TIMEOUT_MS = 3_000;
/** Files asked of another origin per check at most (a remote's modules list some forty). */
const MAX_FOREIGN_REQUESTS = 100;

function ownSource(
  target: ReleaseHealthTarget,
  requestOwn: ReleaseHealthOptions['requestOwn'],
): FileSource {
  const base = `/remotes/${target.remote}/${target.version}/`;
  return {
    maxRequests: Number.POSITIVE_INFINITY,
    locate: (file) => `${base}${file}`,
    get: (file) => requestOwn(`${base}${file}`),
  };
}

function foreignSource(baseUrl: string): FileSource {
  return {
    maxRequests: MAX_FOREIGN_REQUESTS,
    locate: (file) => new URL(file, baseUrl).href,
    async get(file) {
      const response = await fetch(new URL(file, baseUrl), {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      // Only the status and the type matter: the body is not read.
      await response.body?.cancel();
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? undefined,
      };
    },
  };
}

export function createReleaseHealth(options: ReleaseHealthOptions): ReleaseHealthService {
  const { log } = options;
  // One entry per remote each: the latest check of its active version, and the check of the
  // version an activation is about to make active.
  const ofActive = new Map<RemotePackage, { version: string; health: ReleaseHealth }>();
  const ofActivation = new Map<RemotePackage, { version: string; health: ReleaseHealth }>();

  async function run(
    target: ReleaseHealthTarget,
    alongside: readonly { remote: RemotePackage; version: string }[],
  ): Promise<ReleaseHealth> {
    const { remote, version } = target;
    const source = target.baseUrl
      ? foreignSource(target.baseUrl)
      : ownSource(target, options.requestOwn);
    const served = await checkServedFiles(
      filesToCheck(remote, target.entryFile, target.manifest),
      source,
    );
    if (served.unchecked > 0) {
      log.warn({ remote, version, unchecked: served.unchecked }, 'health check: files not asked');
    }
    const pinned = Object.fromEntries(
      [...alongside, target].map((member) => [member.remote, { version: member.version }]),
    );
    const server = await checkServerBuild({
      remote,
      releaseDir: releaseDir(options.dataDir, remote, version),
      pinned,
      server: options.server(),
    });
    const problems = [...served.problems, ...server.problems];
    return {
      checkedAt: new Date().toISOString(),
      ok: problems.length === 0,
      problems,
      skipped: server.skipped,
    };
  }

  return {
    async check(target, alongside = []) {
      const health = await run(target, alongside);
      if (health.skipped.length > 0) {
        log.info(
          { remote: target.remote, version: target.version, skipped: health.skipped },
          'health check: parts skipped',
        );
      }
      ofActivation.set(target.remote, { version: target.version, health });
      return health;
    },
    activated(remote, version) {
      const checked = ofActivation.get(remote);
      if (checked?.version === version) ofActive.set(remote, checked);
      ofActivation.delete(remote);
    },
    async checkActive(target) {
      const { remote, version } = target;
      const health = await run(target, []);
      const before = ofActive.get(remote);
      ofActive.set(remote, { version, health });
      if (!health.ok) {
        log.error(
          { remote, version, problems: health.problems },
          `active release ${remote} ${version} fails its health check: shoppers may get its fallback`,
        );
      } else if (before?.version === version && !before.health.ok) {
        log.info({ remote, version }, 'active release passes its health check again');
      }
      return health;
    },
    latest(remote, version) {
      const checked = ofActive.get(remote);
      return checked?.version === version ? checked.health : undefined;
    },
  };
}
