import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_PACKAGES,
  type ReleaseActivationResponse,
  type ReleaseEvent,
  type ReleaseOverrideTarget,
  type ReleaseProblem,
  type ReleasePruneResponse,
  type ReleaseSet,
  type ReleaseSetResponse,
  type ReleaseSummary,
  type ReleaseUploadResponse,
  type RemotePackage,
  type RemoteRegistry,
  remotePackageSchema,
  toFederationName,
} from '@shop/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../../lib/http-errors.js';
import { ReleaseArchiveError, unpackReleaseArchive } from './release-archive.js';
import { checkRelease, manifestContractsVersion, shellProvision } from './release-gate.js';
import type { ReleaseHealthService } from './release-health.js';
import type { ReleaseOverride } from './release-override.js';
import {
  activateSet,
  type ChangedMember,
  listSets,
  type ReleaseSetRow,
  type SetRollback,
} from './release-sets.repository.js';
import {
  BuildError,
  type BuiltRemote,
  copyRelease,
  describeDist,
  readBuiltRemote,
  releaseDir,
} from './remotes.publisher.js';
import {
  activateRelease,
  findRelease,
  insertRelease,
  listActiveReleases,
  listBaseUrls,
  listEvents,
  listReleases,
  pruneReleases,
  type ReleaseActor,
  type RemoteReleaseWithManifest,
  versionBeforeCurrent,
} from './remotes.repository.js';

/** The release of one remote a page runs, with the URLs browsers load it from. */
export interface ActiveRemote {
  readonly remote: RemotePackage;
  /** The release's version; for a dev server's build (an override), its manifest URL. */
  readonly version: string;
  /** The folder holding its files, ending in `/`: `/remotes/<remote>/<version>/` or absolute. */
  readonly baseUrl: string;
  readonly manifestUrl: string;
  /** The remote entry script; null when unknown (a dev server's build). */
  readonly entryUrl: string | null;
  /** Whether its files are a published release in this api's data folder (server rendering). */
  readonly published: boolean;
}

export interface PublishedRelease {
  readonly remote: RemotePackage;
  readonly version: string;
  readonly isActive: boolean;
}

/** How an activation treats the release gate. */
export interface ActivationOptions extends ReleaseActor {
  /**
   * Activate though the gate (or, for a set's rollback, a later change) refuses; the problems
   * go to the audit trail. Needs a `reason` (400 naming `reason` without one).
   */
  readonly force?: boolean;
}

/** Publishing, activation, the gate, the audit trail and what `/remotes.json` lists. */
export interface RemoteRegistryService {
  /** Active releases; cached, refreshed after publish/activate or after a few seconds. */
  listActive(): Promise<readonly ActiveRemote[]>;
  /**
   * What a browser with this override runs: the active releases with the overridden remotes'
   * replaced (a version no longer published is left out of the override).
   */
  listFor(override: ReleaseOverride | null): Promise<readonly ActiveRemote[]>;
  /**
   * The origins other than this api's that the active releases (as last read) and the
   * override's remotes load from, for the Content-Security-Policy of a page; synchronous, as
   * the policy is written before the page's route runs.
   */
  remoteOrigins(override: ReleaseOverride | null): readonly string[];
  /** The `/remotes.json` body, for a browser with this override or for everyone. */
  getRegistry(override?: ReleaseOverride | null): Promise<RemoteRegistry>;
  /**
   * Checks that every version an override names is published (404 `RELEASE_NOT_FOUND`
   * otherwise) before it is signed.
   */
  checkOverride(override: ReleaseOverride): Promise<void>;
  /**
   * Copies and registers the built dist of a remote; activates it (through the gate) unless
   * told not to.
   */
  publish(
    remote: RemotePackage,
    options?: { activate?: boolean; by?: ActivationOptions },
  ): Promise<PublishedRelease>;
  /**
   * Makes a published version the active one. 400 naming `reason` for `force` without one;
   * 404 `RELEASE_NOT_FOUND` when it was never published; 409 `RELEASE_INCOMPATIBLE` (each
   * problem a field) when the gate or the health check refuses and `force` is not set.
   */
  activate(
    remote: RemotePackage,
    version: string,
    options: ActivationOptions,
  ): Promise<ReleaseActivationResponse>;
  /**
   * Publishes an uploaded build (a gzipped tar archive of its dist) without activating it: 400
   * naming `archive` when it is not a remote's build, 409 `RELEASE_VERSION_CONFLICT` when its
   * version was published with other content. Answers the gate's verdict.
   */
  upload(
    remote: RemotePackage,
    archive: Buffer,
    options: ReleaseActor & ReleaseOrigin,
  ): Promise<ReleaseUploadResponse>;
  /** Returns to the version active before the current one (409 `NO_PREVIOUS_RELEASE`). */
  rollback(remote: RemotePackage, options: ActivationOptions): Promise<ReleaseActivationResponse>;
  /**
   * Activates several remotes' versions as one set, atomically: 404 when one was never
   * published, 409 `RELEASE_INCOMPATIBLE` (fields `<remote>/<kind>:<subject>`) when the gate
   * or the health check refuses one and `force` is not set; nothing changes then.
   */
  activateSet(
    members: readonly { remote: RemotePackage; version: string }[],
    options: ActivationOptions,
  ): Promise<ReleaseSetResponse>;
  /**
   * Puts every member of a set back on the version it had before the set (one new set). 409
   * `RELEASE_SET_CHANGED` (a field per remote) when a member's active version is no longer the
   * one the set activated, unless `force`.
   */
  rollbackSet(id: number, options: ActivationOptions): Promise<ReleaseSetResponse>;
  /** The sets that were live, newest first. */
  listSets(limit: number): Promise<ReleaseSet[]>;
  /**
   * Removes releases that are neither active, nor among the `keep` newest of their remote, nor
   * a rollback's target: their rows (with a `prune` event each) and their files.
   */
  prune(
    options: ReleaseActor & { remote?: RemotePackage | undefined; keep: number },
  ): Promise<ReleasePruneResponse>;
  /**
   * Every published release with the gate's verdict against the shell being served, and the
   * active ones with their latest health check in this process.
   */
  listReleases(): Promise<ReleaseSummary[]>;
  /** The audit trail, newest first. */
  history(options: { remote?: RemotePackage | undefined; limit: number }): Promise<ReleaseEvent[]>;
  /** Publishes every built remote that has no active release yet (a fresh start works). */
  publishMissing(): Promise<PublishedRelease[]>;
  /** Runs the health check of every active release again (logged, shown in `listReleases`). */
  checkActiveHealth(): Promise<void>;
}

/** Where an uploaded build came from and, when another origin serves it, where that is. */
export interface ReleaseOrigin {
  readonly gitSha?: string | undefined;
  readonly builtAt?: Date | undefined;
  readonly baseUrl?: string | undefined;
}

/**
 * A forced change keeps a reason: the audit trail says why a refusal was set aside
 * (docs/decisions/0021). Checked here rather than in the contracts' schemas, so a client built
 * before the rule gets this 400 naming the field instead of an activation without one.
 */
function requireReasonWhenForced({ force, reason }: ActivationOptions): void {
  if (force && !reason?.trim()) {
    throw new FieldValidationError([
      { field: 'reason', message: 'is required with force: say why the refusal is set aside' },
    ]);
  }
}

/** The 409 of a set's rollback when members changed after the set: a field per remote. */
function setChangedError(id: number, changed: readonly ChangedMember[]): ConflictError {
  const fields = changed.map((member) => ({
    field: member.remote,
    message: `is on ${member.activeVersion ?? 'no version'} now, not the set's ${member.setVersion}`,
  }));
  return new ConflictError(
    'RELEASE_SET_CHANGED',
    `Release set ${id} was changed after it: ${fields
      .map(({ field, message }) => `${field} ${message}`)
      .join('; ')}. Rolling it back would undo that; force (with a reason) rolls back anyway.`,
    fields,
  );
}

/** Who the api itself acts as when it publishes at start. */
const START_ACTOR: ReleaseActor = { actor: 'api-start' };

// Another process (the CLI against PostgreSQL) may activate a release, so the cache expires.
const CACHE_TTL_MS = 5_000;

export function releaseBaseUrl(remote: string, version: string): string {
  return `/remotes/${remote}/${version}`;
}

/** A release row as browsers load it: from its own origin's folder, or from this api. */
function toActiveRemote(
  remote: RemotePackage,
  row: { version: string; entryFile: string; baseUrl: string | null },
): ActiveRemote {
  const baseUrl = row.baseUrl ?? `${releaseBaseUrl(remote, row.version)}/`;
  return {
    remote,
    version: row.version,
    baseUrl,
    manifestUrl: `${baseUrl}mf-manifest.json`,
    entryUrl: `${baseUrl}${row.entryFile}`,
    published: true,
  };
}

/** A dev server's build an override points at: its manifest, nothing of it on this api. */
function devServerRemote(remote: RemotePackage, manifestUrl: string): ActiveRemote {
  return {
    remote,
    version: manifestUrl,
    baseUrl: new URL('.', manifestUrl).href,
    manifestUrl,
    entryUrl: null,
    published: false,
  };
}

/** The origin of an absolute URL; null for a path on this api. */
function foreignOrigin(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

export function createRemoteRegistry(options: {
  db: Kysely<Database>;
  dataDir: string;
  shopRoot: string;
  log: FastifyBaseLogger;
  /** Checks that a release is served before it goes live; without it, only the gate runs. */
  health?: ReleaseHealthService;
}): RemoteRegistryService {
  const { db, dataDir, shopRoot, log, health } = options;
  let cached: { at: number; releases: Promise<readonly ActiveRemote[]> } | undefined;
  // The other origins any published release is served from, as last read: a page's policy
  // allows them all, so a page written just before an activation still loads the new release.
  let releaseOrigins: readonly string[] = [];
  // Releases an override names, kept briefly: every page of an overriding browser asks.
  const overridden = new Map<string, { at: number; release: Promise<ActiveRemote | null> }>();

  async function loadActive(): Promise<readonly ActiveRemote[]> {
    const [rows, baseUrls] = await Promise.all([listActiveReleases(db), listBaseUrls(db)]);
    releaseOrigins = [...new Set(baseUrls.flatMap((url) => foreignOrigin(url) ?? []))];
    return rows.flatMap((row) => {
      const remote = remotePackageSchema.safeParse(row.remote);
      return remote.success ? [toActiveRemote(remote.data, row)] : [];
    });
  }

  /** A published version an override names, or null when it is not (or no longer) published. */
  function overriddenRelease(remote: RemotePackage, version: string) {
    const key = `${remote}@${version}`;
    // Expired entries go at every lookup, so versions no override names any more are not kept.
    for (const [kept, { at }] of overridden) {
      if (Date.now() - at > CACHE_TTL_MS) overridden.delete(kept);
    }
    let entry = overridden.get(key);
    if (!entry || Date.now() - entry.at > CACHE_TTL_MS) {
      const release = findRelease(db, remote, version).then((row) =>
        row ? toActiveRemote(remote, row) : null,
      );
      entry = { at: Date.now(), release };
      overridden.set(key, entry);
      release.catch(() => overridden.delete(key));
    }
    return entry.release;
  }

  /** The releases an override replaces, by remote. */
  async function overrideReleases(override: ReleaseOverride) {
    const releases = new Map<RemotePackage, ActiveRemote>();
    for (const [remote, target] of Object.entries(override.remotes) as [
      RemotePackage,
      ReleaseOverrideTarget,
    ][]) {
      const release =
        'version' in target
          ? await overriddenRelease(remote, target.version)
          : devServerRemote(remote, target.manifestUrl);
      if (release) releases.set(remote, release);
    }
    return releases;
  }

  async function listFor(override: ReleaseOverride | null): Promise<readonly ActiveRemote[]> {
    const active = await listActive();
    if (!override) return active;
    const replacing = await overrideReleases(override);
    const merged = active.map((release) => replacing.get(release.remote) ?? release);
    for (const [remote, release] of replacing) {
      if (!active.some((candidate) => candidate.remote === remote)) merged.push(release);
    }
    return merged;
  }

  function remoteOrigins(override: ReleaseOverride | null): readonly string[] {
    const devServers = Object.values(override?.remotes ?? {}).flatMap((target) =>
      target && 'manifestUrl' in target ? [new URL(target.manifestUrl).origin] : [],
    );
    return devServers.length > 0
      ? [...new Set([...releaseOrigins, ...devServers])]
      : releaseOrigins;
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

  /** What the shell being served provides; a shell without a manifest provides nothing. */
  async function readShellProvision() {
    const file = path.join(shopRoot, 'shell', 'dist', 'mf-manifest.json');
    try {
      return shellProvision(JSON.parse(await readFile(file, 'utf8')));
    } catch (error) {
      log.warn({ err: error, file }, 'the shell manifest cannot be read; the gate checks nothing');
      return null;
    }
  }

  /**
   * A release's manifest: the stored copy, or for a release published before the registry kept
   * them (migration 0025) the one in its release directory; null when neither can be read.
   */
  async function manifestOf(release: RemoteReleaseWithManifest): Promise<unknown> {
    if (release.manifest !== null && release.manifest !== undefined) return release.manifest;
    const file = path.join(
      releaseDir(dataDir, release.remote, release.version),
      'mf-manifest.json',
    );
    try {
      return JSON.parse(await readFile(file, 'utf8'));
    } catch {
      return null;
    }
  }

  async function gate(remote: RemotePackage, manifest: unknown): Promise<ReleaseProblem[]> {
    const shell = await readShellProvision();
    return shell ? checkRelease(remote, manifest, shell) : [];
  }

  /**
   * What refuses an activation: the gate's problems and the release's health problems
   * (docs/decisions/0021, addendum); `alongside` are the other members of its set.
   */
  async function activationProblems(
    remote: RemotePackage,
    release: RemoteReleaseWithManifest,
    alongside: readonly { remote: RemotePackage; version: string }[] = [],
  ): Promise<ReleaseProblem[]> {
    const manifest = await manifestOf(release);
    const problems = await gate(remote, manifest);
    if (!health) return problems;
    const { version, entryFile, baseUrl } = release;
    const checked = await health.check(
      { remote, version, entryFile, baseUrl, manifest },
      alongside,
    );
    return [...problems, ...checked.problems];
  }

  /**
   * Copies a build into its release directory and registers it, unless this very build is
   * published already; a version published with other content is refused (409).
   */
  async function store(
    built: BuiltRemote,
    by: ReleaseActor,
    origin: ReleaseOrigin = {},
  ): Promise<boolean> {
    const known = await findRelease(db, built.remote, built.version);
    if (known) {
      if (known.contentHash !== null && known.contentHash !== built.contentHash) {
        throw new ConflictError(
          'RELEASE_VERSION_CONFLICT',
          `${built.remote} ${built.version} was published with other content; a release is immutable.`,
        );
      }
      if (known.baseUrl !== (origin.baseUrl ?? null)) {
        throw new ConflictError(
          'RELEASE_VERSION_CONFLICT',
          `${built.remote} ${built.version} was published to be served from ${
            known.baseUrl ?? 'this shop'
          }; a release is immutable.`,
        );
      }
      return false;
    }
    await copyRelease(dataDir, built);
    const created = await insertRelease(
      db,
      {
        remote: built.remote,
        version: built.version,
        entryFile: built.entryFile,
        manifest: built.manifest,
        contractsVersion: manifestContractsVersion(built.manifest),
        contentHash: built.contentHash,
        gitSha: origin.gitSha,
        builtAt: origin.builtAt,
        baseUrl: origin.baseUrl,
      },
      by,
    );
    if (created && origin.baseUrl) {
      // Its origin goes into pages' policy now, before the release can be activated.
      cached = undefined;
      await listActive();
    }
    if (created) log.info({ remote: built.remote, version: built.version }, 'remote published');
    return created;
  }

  async function register(
    built: BuiltRemote,
    activate: boolean,
    by: ActivationOptions,
  ): Promise<PublishedRelease> {
    await store(built, by);
    if (activate) await activateVersion(built.remote, built.version, by, 'activate');
    return { remote: built.remote, version: built.version, isActive: activate };
  }

  async function upload(
    remote: RemotePackage,
    archive: Buffer,
    { gitSha, builtAt, baseUrl, ...by }: ReleaseActor & ReleaseOrigin,
  ): Promise<ReleaseUploadResponse> {
    // Unpacked outside the served folder, checked, then copied like a local build.
    const unpacked = path.join(dataDir, 'uploads', randomUUID());
    try {
      let built: BuiltRemote;
      try {
        await unpackReleaseArchive(archive, unpacked);
        built = await describeDist(unpacked, remote);
      } catch (error) {
        if (!(error instanceof ReleaseArchiveError) && !(error instanceof BuildError)) throw error;
        throw new FieldValidationError([{ field: 'archive', message: error.message }]);
      }
      const created = await store(built, by, { gitSha, builtAt, baseUrl });
      return {
        remote,
        version: built.version,
        created,
        problems: await gate(remote, built.manifest),
      };
    } finally {
      await rm(unpacked, { recursive: true, force: true });
    }
  }

  async function publish(
    remote: RemotePackage,
    { activate = true, by = START_ACTOR }: { activate?: boolean; by?: ActivationOptions } = {},
  ) {
    const built = await readBuiltRemote(shopRoot, remote);
    if (!built) throw new Error(`${remote} is not built: no ${remote}/dist/mf-manifest.json`);
    return register(built, activate, by);
  }

  async function activateVersion(
    remote: RemotePackage,
    version: string,
    { force = false, ...by }: ActivationOptions,
    action: 'activate' | 'rollback',
  ): Promise<ReleaseActivationResponse> {
    const release = await findRelease(db, remote, version);
    if (!release) {
      throw new NotFoundError(
        'RELEASE_NOT_FOUND',
        `${remote} has no published version ${version}.`,
      );
    }
    const problems = await activationProblems(remote, release);
    if (problems.length > 0 && !force) {
      throw new ConflictError(
        'RELEASE_INCOMPATIBLE',
        `${remote} ${version} is refused by the release gate: ${problems
          .map((problem) => problem.message)
          .join(' ')} (force overrides)`,
        problems.map((problem) => ({
          field: `${problem.kind}:${problem.subject}`,
          message: problem.message,
        })),
      );
    }
    const activated = await activateRelease(db, {
      remote,
      version,
      action,
      by,
      overridden: problems,
    });
    if (!activated) {
      throw new NotFoundError(
        'RELEASE_NOT_FOUND',
        `${remote} has no published version ${version}.`,
      );
    }
    cached = undefined;
    health?.activated(remote, version);
    const forced = problems.length > 0;
    log.info({ remote, version, action, actor: by.actor, forced }, 'remote activated');
    return { remote, version, previousVersion: activated.previousVersion, forced, problems };
  }

  async function rollback(remote: RemotePackage, options: ActivationOptions) {
    requireReasonWhenForced(options);
    const previous = await versionBeforeCurrent(db, remote);
    if (!previous) {
      throw new ConflictError(
        'NO_PREVIOUS_RELEASE',
        `${remote} has no earlier active version to roll back to.`,
      );
    }
    return activateVersion(remote, previous, options, 'rollback');
  }

  /** The members' releases and the gate's problems for each; 404 for one never published. */
  async function checkMembers(members: readonly { remote: RemotePackage; version: string }[]) {
    const problems: ReleaseSetResponse['problems'] = [];
    for (const { remote, version } of members) {
      const release = await findRelease(db, remote, version);
      if (!release) {
        throw new NotFoundError(
          'RELEASE_NOT_FOUND',
          `${remote} has no published version ${version}.`,
        );
      }
      const others = members.filter((member) => member.remote !== remote);
      for (const problem of await activationProblems(remote, release, others))
        problems.push({ remote, ...problem });
    }
    return problems;
  }

  function toReleaseSet(row: ReleaseSetRow): ReleaseSet {
    return {
      ...row,
      at: row.at.toISOString(),
      members: row.members.flatMap((member) => {
        const remote = remotePackageSchema.safeParse(member.remote);
        return remote.success ? [{ ...member, remote: remote.data }] : [];
      }),
    };
  }

  async function applySet(
    members: readonly { remote: RemotePackage; version: string }[],
    { force = false, ...by }: ActivationOptions,
    rollback: SetRollback | null,
  ): Promise<ReleaseSetResponse> {
    requireReasonWhenForced({ force, ...by });
    const problems = await checkMembers(members);
    if (problems.length > 0 && !force) {
      throw new ConflictError(
        'RELEASE_INCOMPATIBLE',
        `The set is refused by the release gate: ${problems
          .map((problem) => `${problem.remote}: ${problem.message}`)
          .join(' ')} (force overrides)`,
        problems.map((problem) => ({
          field: `${problem.remote}/${problem.kind}:${problem.subject}`,
          message: problem.message,
        })),
      );
    }
    const result = await activateSet(
      db,
      members.map((member) => ({
        ...member,
        overridden: problems.filter((problem) => problem.remote === member.remote),
      })),
      by,
      rollback,
    );
    if ('changed' in result) throw setChangedError(result.rollbackOf, result.changed);
    if ('unknown' in result) {
      const { remote, version } = result.unknown;
      throw new NotFoundError(
        'RELEASE_NOT_FOUND',
        `${remote} has no published version ${version}.`,
      );
    }
    cached = undefined;
    for (const member of members) health?.activated(member.remote, member.version);
    const [set] = await listSets(db, { limit: 1, id: result.setId });
    if (!set) throw new Error(`release set ${result.setId} was not recorded`);
    log.info(
      { set: set.id, actor: by.actor, rollbackOf: rollback?.of ?? null },
      'release set activated',
    );
    return { set: toReleaseSet(set), problems };
  }

  async function rollbackSet(id: number, options: ActivationOptions) {
    requireReasonWhenForced(options);
    const [set] = await listSets(db, { limit: 1, id });
    if (!set) throw new NotFoundError('RELEASE_SET_NOT_FOUND', `There is no release set ${id}.`);
    // The members the set moved from an earlier version; the others it made active first.
    const moved = toReleaseSet(set).members.flatMap(({ remote, fromVersion, toVersion }) =>
      fromVersion && toVersion ? [{ remote, fromVersion, toVersion }] : [],
    );
    if (moved.length === 0) {
      throw new ConflictError(
        'NO_PREVIOUS_RELEASE',
        `Release set ${id} had no earlier versions to return to.`,
      );
    }
    return applySet(
      moved.map(({ remote, fromVersion }) => ({ remote, version: fromVersion })),
      options,
      {
        of: id,
        activated: moved.map(({ remote, toVersion }) => ({ remote, version: toVersion })),
        force: options.force === true,
      },
    );
  }

  async function prune({
    remote,
    keep,
    ...by
  }: ReleaseActor & { remote?: RemotePackage | undefined; keep: number }) {
    const pruned: ReleasePruneResponse['pruned'] = [];
    for (const name of remote ? [remote] : REMOTE_PACKAGES) {
      for (const version of await pruneReleases(db, name, keep, by)) {
        await rm(releaseDir(dataDir, name, version), { recursive: true, force: true });
        pruned.push({ remote: name, version });
      }
    }
    if (pruned.length > 0) log.info({ pruned, actor: by.actor }, 'releases pruned');
    return { pruned };
  }

  async function summaries(): Promise<ReleaseSummary[]> {
    const shell = await readShellProvision();
    const rows = await listReleases(db);
    const summaries: ReleaseSummary[] = [];
    for (const row of rows) {
      const remote = remotePackageSchema.safeParse(row.remote);
      if (!remote.success) continue;
      const release = await findRelease(db, row.remote, row.version);
      summaries.push({
        remote: remote.data,
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        isActive: row.isActive,
        contractsVersion: row.contractsVersion,
        baseUrl: row.baseUrl,
        gitSha: row.gitSha,
        builtAt: row.builtAt?.toISOString() ?? null,
        problems:
          shell && release ? checkRelease(remote.data, await manifestOf(release), shell) : [],
        health: row.isActive ? health?.latest(remote.data, row.version) : undefined,
      });
    }
    return summaries;
  }

  async function history(options: { remote?: RemotePackage | undefined; limit: number }) {
    const events = await listEvents(db, options);
    return events.flatMap((event): ReleaseEvent[] => {
      const remote = remotePackageSchema.safeParse(event.remote);
      if (!remote.success) return [];
      return [{ ...event, remote: remote.data, at: event.at.toISOString() }];
    });
  }

  async function publishMissing() {
    const active = new Set((await loadActive()).map((release) => release.remote));
    const published: PublishedRelease[] = [];
    for (const remote of REMOTE_PACKAGES) {
      if (active.has(remote)) continue;
      try {
        const built = await readBuiltRemote(shopRoot, remote);
        if (built) published.push(await register(built, true, START_ACTOR));
      } catch (error) {
        // One broken build must not keep the shop down; the shell survives a missing remote.
        log.error({ err: error, remote }, 'could not publish remote');
      }
    }
    return published;
  }

  async function checkActiveHealth() {
    if (!health) return;
    for (const row of await listActiveReleases(db)) {
      const remote = remotePackageSchema.safeParse(row.remote);
      const release = remote.success && (await findRelease(db, row.remote, row.version));
      if (!remote.success || !release) continue;
      const { version, entryFile, baseUrl } = release;
      const manifest = await manifestOf(release);
      await health.checkActive({ remote: remote.data, version, entryFile, baseUrl, manifest });
    }
  }

  async function getRegistry(override: ReleaseOverride | null = null): Promise<RemoteRegistry> {
    const remotes: RemoteRegistry['remotes'] = {};
    const labels: NonNullable<RemoteRegistry['override']> = {};
    const active = await listActive();
    for (const release of await listFor(override)) {
      remotes[release.remote] = {
        name: toFederationName(release.remote),
        version: release.version,
        // The entry script itself: the federation runtime then neither fetches nor reads the
        // manifest nor preloads from it at the page's start (issue 9). A dev server's build
        // (an override) is known by its manifest only, which the runtime reads to find it.
        entry: release.entryUrl ?? release.manifestUrl,
      };
      if (!active.includes(release)) labels[release.remote] = release.version;
    }
    return Object.keys(labels).length > 0 ? { remotes, override: labels } : { remotes };
  }

  async function checkOverride(override: ReleaseOverride): Promise<void> {
    for (const [remote, target] of Object.entries(override.remotes) as [
      RemotePackage,
      ReleaseOverrideTarget,
    ][]) {
      if ('version' in target && !(await findRelease(db, remote, target.version))) {
        throw new NotFoundError(
          'RELEASE_NOT_FOUND',
          `${remote} has no published version ${target.version}.`,
        );
      }
    }
  }

  return {
    listActive,
    listFor,
    remoteOrigins,
    checkOverride,
    getRegistry,
    publish,
    activate: (remote, version, options) => {
      requireReasonWhenForced(options);
      return activateVersion(remote, version, options, 'activate');
    },
    rollback,
    upload,
    activateSet: (members, options) => applySet(members, options, null),
    rollbackSet,
    listSets: async (limit) => (await listSets(db, { limit })).map(toReleaseSet),
    prune,
    listReleases: summaries,
    history,
    publishMissing,
    checkActiveHealth,
  };
}
