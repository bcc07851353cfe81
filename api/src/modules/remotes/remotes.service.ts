import {
  REMOTE_PACKAGES,
  type RemotePackage,
  type RemoteRegistry,
  remotePackageSchema,
  toFederationName,
} from '@shop/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type BuiltRemote, copyRelease, readBuiltRemote } from './remotes.publisher.js';
import { activateRelease, insertRelease, listActiveReleases } from './remotes.repository.js';

/** The active release of one remote, with the URLs it is served under. */
export interface ActiveRemote {
  readonly remote: RemotePackage;
  readonly version: string;
  readonly manifestUrl: string;
  readonly entryUrl: string;
}

export interface PublishedRelease {
  readonly remote: RemotePackage;
  readonly version: string;
  readonly isActive: boolean;
}

/** Publishing, activation and the cached view of what `/remotes.json` lists. */
export interface RemoteRegistryService {
  /** Active releases; cached, refreshed after publish/activate or after a few seconds. */
  listActive(): Promise<readonly ActiveRemote[]>;
  /** The `/remotes.json` body. */
  getRegistry(): Promise<RemoteRegistry>;
  /** Copies and registers the built dist of a remote; activates it unless told not to. */
  publish(remote: RemotePackage, options?: { activate?: boolean }): Promise<PublishedRelease>;
  /** Swaps the active release; throws when that version was never published. */
  activate(remote: RemotePackage, version: string): Promise<void>;
  /** Publishes every built remote that has no active release yet (a fresh start works). */
  publishMissing(): Promise<PublishedRelease[]>;
}

// Another process (the CLI against PostgreSQL) may activate a release, so the cache expires.
const CACHE_TTL_MS = 5_000;

export function releaseBaseUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}`;
}

export function createRemoteRegistry(options: {
  db: Kysely<Database>;
  dataDir: string;
  shopRoot: string;
  log: FastifyBaseLogger;
}): RemoteRegistryService {
  const { db, dataDir, shopRoot, log } = options;
  let cached: { at: number; releases: Promise<readonly ActiveRemote[]> } | undefined;

  async function loadActive(): Promise<readonly ActiveRemote[]> {
    const rows = await listActiveReleases(db);
    return rows.flatMap((row) => {
      const remote = remotePackageSchema.safeParse(row.remote);
      if (!remote.success) return [];
      const base = releaseBaseUrl(row.remote, row.version);
      return [
        {
          remote: remote.data,
          version: row.version,
          manifestUrl: `${base}/mf-manifest.json`,
          entryUrl: `${base}/${row.entryFile}`,
        },
      ];
    });
  }

  function listActive(): Promise<readonly ActiveRemote[]> {
    if (!cached || Date.now() - cached.at > CACHE_TTL_MS) {
      const releases = loadActive();
      cached = { at: Date.now(), releases };
      releases.catch(() => {
        if (cached?.releases === releases) cached = undefined;
      });
    }
    return cached.releases;
  }

  async function register(built: BuiltRemote, activate: boolean): Promise<PublishedRelease> {
    await copyRelease(dataDir, built);
    await insertRelease(db, built);
    if (activate) await activateRelease(db, built.remote, built.version);
    cached = undefined;
    log.info({ remote: built.remote, version: built.version, activate }, 'remote published');
    return { remote: built.remote, version: built.version, isActive: activate };
  }

  async function publish(remote: RemotePackage, { activate = true } = {}) {
    const built = await readBuiltRemote(shopRoot, remote);
    if (!built) throw new Error(`${remote} is not built: no ${remote}/dist/mf-manifest.json`);
    return register(built, activate);
  }

  async function activate(remote: RemotePackage, version: string) {
    if (!(await activateRelease(db, remote, version))) {
      throw new Error(`${remote} has no published version ${version}`);
    }
    cached = undefined;
    log.info({ remote, version }, 'remote activated');
  }

  async function publishMissing() {
    const active = new Set((await loadActive()).map((release) => release.remote));
    const published: PublishedRelease[] = [];
    for (const remote of REMOTE_PACKAGES) {
      if (active.has(remote)) continue;
      try {
        const built = await readBuiltRemote(shopRoot, remote);
        if (built) published.push(await register(built, true));
      } catch (error) {
        // One broken build must not keep the shop down; the shell survives a missing remote.
        log.error({ err: error, remote }, 'could not publish remote');
      }
    }
    return published;
  }

  async function getRegistry(): Promise<RemoteRegistry> {
    const remotes: RemoteRegistry['remotes'] = {};
    for (const release of await listActive()) {
      remotes[release.remote] = {
        name: toFederationName(release.remote),
        version: release.version,
        entry: release.manifestUrl,
      };
    }
    return { remotes };
  }

  return { listActive, getRegistry, publish, activate, publishMissing };
}
