import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  REMOTE_PACKAGES,
  type ReleaseActivationResponse,
  type ReleaseOverrideTarget,
  type ReleaseSetResponse,
  type RemotePackage,
  remotePackageSchema,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { packReleaseArchive } from '../modules/remotes/release-archive.js';
import { createStandaloneReleaseHealth } from '../modules/remotes/release-health-standalone.js';
import { readBuiltRemote } from '../modules/remotes/remotes.publisher.js';
import { createRemoteRegistry } from '../modules/remotes/remotes.service.js';
import type { CommandContext } from './context.js';
import { cliActor, type ReleaseOperations } from './release-operations.js';

function parseRemote(name: string | undefined): RemotePackage {
  const parsed = remotePackageSchema.safeParse(name);
  if (!parsed.success)
    throw new Error(`Unknown remote "${name ?? ''}"; one of ${REMOTE_PACKAGES.join(', ')}`);
  return parsed.data;
}

/** How an activation or rollback was asked for on the command line, and who asks. */
export interface ReleaseFlags {
  /** The audit trail's actor on the database directly (`cliActor`); the api ignores it. */
  readonly actor: string;
  readonly force: boolean;
  readonly reason: string | undefined;
}

/**
 * Where another origin serves each release (`--base-url`, issue 14 point 7): `{version}` and
 * `{remote}` stand for the release's; the team uploads the same dist there.
 */
function fillBaseUrl(template: string | undefined, remote: RemotePackage, version: string) {
  return template?.replaceAll('{remote}', remote).replaceAll('{version}', version);
}

/** The named remotes, or every built one when none is named (saying which are skipped). */
async function remotesToPublish(context: CommandContext, names: readonly string[]) {
  if (names.length > 0) return names.map(parseRemote);
  const remotes: RemotePackage[] = [];
  for (const remote of REMOTE_PACKAGES) {
    if (await readBuiltRemote(context.config.shopRoot, remote)) remotes.push(remote);
    else context.print(`${remote}: not built, skipped`);
  }
  return remotes;
}

/** The commit the working tree is at, when it is a git checkout. */
async function gitSha(cwd: string): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd });
    return /^[0-9a-f]{40}$/.test(stdout.trim()) ? stdout.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `remotes publish`: packs each built remote's dist and uploads it through the release
 * operations (a running shop's api, or the database), with the commit and the build's time,
 * then activates it through the gate unless told not to.
 */
export async function uploadRemotes(
  context: CommandContext,
  operations: ReleaseOperations,
  names: readonly string[],
  activate: boolean,
  flags: ReleaseFlags & { baseUrl?: string | undefined },
) {
  const sha = await gitSha(context.config.shopRoot);
  for (const remote of await remotesToPublish(context, names)) {
    const built = await readBuiltRemote(context.config.shopRoot, remote);
    if (!built) throw new Error(`${remote} is not built: no ${remote}/dist/mf-manifest.json`);
    const entries = await readdir(built.distDir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(built.distDir, path.join(entry.parentPath, entry.name)));
    const archive = await packReleaseArchive(built.distDir, files);
    const builtAt = (await stat(path.join(built.distDir, 'mf-manifest.json'))).mtime;
    const uploaded = await operations.upload(remote, archive, {
      actor: flags.actor,
      gitSha: sha,
      builtAt,
      baseUrl: fillBaseUrl(flags.baseUrl, remote, built.version),
    });
    for (const problem of uploaded.problems)
      context.print(`  the gate refuses it: ${problem.message}`);
    if (activate) {
      const { actor, force, reason } = flags;
      await operations.activate(remote, uploaded.version, { actor, force, reason });
    }
    context.print(`${remote}: ${uploaded.version}${activate ? ' (active)' : ''}`);
  }
}

/** Publishes every built remote straight into the database (`prepare`, the shop's build step). */
export async function publishRemotes(
  context: CommandContext,
  db: Kysely<Database>,
  names: readonly string[],
  activate: boolean,
  flags: ReleaseFlags = { actor: cliActor(), force: false, reason: undefined },
) {
  const { dataDir, shopRoot } = context.config;
  const { health, close } = await createStandaloneReleaseHealth({ dataDir, log: context.log });
  try {
    const registry = createRemoteRegistry({ db, dataDir, shopRoot, log: context.log, health });
    for (const remote of await remotesToPublish(context, names)) {
      const release = await registry.publish(remote, {
        activate,
        by: flags,
      });
      context.print(`${remote}: ${release.version}${release.isActive ? ' (active)' : ''}`);
    }
  } finally {
    await close();
  }
}

function printActivation(context: CommandContext, result: ReleaseActivationResponse) {
  const from = result.previousVersion ? ` (was ${result.previousVersion})` : '';
  context.print(`${result.remote}: ${result.version} is active${from}`);
  for (const problem of result.problems) context.print(`  forced past: ${problem.message}`);
}

export async function activateRemote(
  context: CommandContext,
  operations: ReleaseOperations,
  [name, version]: readonly string[],
  flags: ReleaseFlags,
) {
  if (!name || !version) throw new Error('Usage: remotes activate <remote> <version>');
  const result = await operations.activate(parseRemote(name), version, flags);
  printActivation(context, result);
}

export async function rollbackRemote(
  context: CommandContext,
  operations: ReleaseOperations,
  [name]: readonly string[],
  flags: ReleaseFlags,
) {
  const result = await operations.rollback(parseRemote(name), flags);
  printActivation(context, result);
}

/** Every release, `*` marking the active ones and `!` those the gate refuses, with why. */
export async function listRemotes(context: CommandContext, operations: ReleaseOperations) {
  const releases = await operations.listReleases();
  if (releases.length === 0) context.print('No remote has been published.');
  for (const release of releases) {
    const mark = release.isActive ? '*' : release.problems.length > 0 ? '!' : ' ';
    const contracts = release.contractsVersion ? `contracts ${release.contractsVersion}` : '';
    context.print(
      `${mark} ${release.remote.padEnd(12)} ${release.version.padEnd(20)} ${release.publishedAt}  ${contracts}`.trimEnd(),
    );
    for (const problem of release.problems) context.print(`    ${problem.message}`);
  }
}

/** The audit trail, newest first: when, who, what, from which version to which, and why. */
export async function printHistory(
  context: CommandContext,
  operations: ReleaseOperations,
  [name]: readonly string[],
) {
  const events = await operations.history({
    remote: name ? parseRemote(name) : undefined,
    limit: 100,
  });
  if (events.length === 0) context.print('Nothing has been released yet.');
  for (const event of events) {
    const change = `${event.fromVersion ?? '-'} -> ${event.toVersion ?? '-'}`;
    const forced = event.forced ? ' FORCED' : '';
    const reason = event.reason ? `  "${event.reason}"` : '';
    context.print(
      `${event.at}  ${event.remote.padEnd(12)} ${event.action.padEnd(8)} ${change}  by ${event.actor}${forced}${reason}`,
    );
  }
}

function printSet(context: CommandContext, { set, problems }: ReleaseSetResponse) {
  const undid = set.rollbackOf === null ? '' : ` (rolls back set ${set.rollbackOf})`;
  context.print(`set ${set.id}${undid}:`);
  for (const member of set.members) {
    context.print(
      `  ${member.remote}: ${member.toVersion} is active (was ${member.fromVersion ?? '-'})`,
    );
  }
  for (const problem of problems)
    context.print(`  forced past: ${problem.remote}: ${problem.message}`);
}

/** `remotes activate-set mf-catalog@<version> mf-content@<version> ...`: one atomic set. */
export async function activateSetOfRemotes(
  context: CommandContext,
  operations: ReleaseOperations,
  members: readonly string[],
  flags: ReleaseFlags,
) {
  if (members.length === 0) throw new Error('Usage: remotes activate-set <remote>@<version> ...');
  const releases = members.map((member) => {
    const at = member.lastIndexOf('@');
    if (at <= 0) throw new Error(`"${member}" is not <remote>@<version>`);
    return { remote: parseRemote(member.slice(0, at)), version: member.slice(at + 1) };
  });
  printSet(context, await operations.activateSet(releases, flags));
}

export async function rollbackSetOfRemotes(
  context: CommandContext,
  operations: ReleaseOperations,
  [id]: readonly string[],
  flags: ReleaseFlags,
) {
  const set = Number(id);
  if (!Number.isInteger(set) || set < 1) throw new Error('Usage: remotes rollback-set <set id>');
  printSet(context, await operations.rollbackSet(set, flags));
}

/** The sets that were live, newest first. */
export async function printSets(context: CommandContext, operations: ReleaseOperations) {
  const sets = await operations.listSets(100);
  if (sets.length === 0) context.print('No release set has been activated.');
  for (const set of sets) {
    const undid = set.rollbackOf === null ? '' : ` rolls back set ${set.rollbackOf}`;
    const reason = set.reason ? `  "${set.reason}"` : '';
    context.print(`set ${set.id}  ${set.at}  by ${set.actor}${undid}${reason}`);
    for (const member of set.members) {
      context.print(
        `  ${member.remote.padEnd(12)} ${member.fromVersion ?? '-'} -> ${member.toVersion}`,
      );
    }
  }
}

/** `remotes prune [remote] [--keep N]`: what is neither active, newest nor a rollback target. */
export async function pruneRemotes(
  context: CommandContext,
  operations: ReleaseOperations,
  [name]: readonly string[],
  { actor, keep }: { actor: string; keep: number },
) {
  if (keep < 1) throw new Error('--keep takes a whole number of at least 1');
  const { pruned } = await operations.prune({
    actor,
    remote: name ? parseRemote(name) : undefined,
    keep,
  });
  if (pruned.length === 0) context.print('Nothing to prune.');
  for (const release of pruned) context.print(`${release.remote}: ${release.version} removed`);
}

/**
 * `remotes override <remote>@<version or manifest URL> ... [--hours N]`: prints a link that makes
 * the browser opening it run those versions (a QA pass, a developer's dev server); the banner
 * on every page of that browser resets it.
 */
export async function printOverrideLink(
  context: CommandContext,
  operations: ReleaseOperations,
  members: readonly string[],
  hours: number,
) {
  if (members.length === 0) {
    throw new Error('Usage: remotes override <remote>@<version or manifest URL> ...');
  }
  const remotes: Partial<Record<RemotePackage, ReleaseOverrideTarget>> = {};
  for (const member of members) {
    const at = member.indexOf('@');
    if (at <= 0) throw new Error(`"${member}" is not <remote>@<version or manifest URL>`);
    const target = member.slice(at + 1);
    remotes[parseRemote(member.slice(0, at))] = /^https?:\/\//.test(target)
      ? { manifestUrl: target }
      : { version: target };
  }
  const answer = await operations.signOverride(remotes, hours);
  context.print(
    `Open this link in the browser that should run the override (until ${answer.expiresAt}):`,
  );
  context.print(answer.link);
}
