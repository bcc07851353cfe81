import { REMOTE_PACKAGES, type RemotePackage, remotePackageSchema } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readBuiltRemote } from '../modules/remotes/remotes.publisher.js';
import { listReleases } from '../modules/remotes/remotes.repository.js';
import { createRemoteRegistry } from '../modules/remotes/remotes.service.js';
import type { CommandContext } from './context.js';

function parseRemote(name: string): RemotePackage {
  const parsed = remotePackageSchema.safeParse(name);
  if (!parsed.success)
    throw new Error(`Unknown remote "${name}"; one of ${REMOTE_PACKAGES.join(', ')}`);
  return parsed.data;
}

function registryFor(context: CommandContext, db: Kysely<Database>) {
  const { dataDir, shopRoot } = context.config;
  return createRemoteRegistry({ db, dataDir, shopRoot, log: context.log });
}

/** Publishes the named remotes, or every built one when none is named. */
export async function publishRemotes(
  context: CommandContext,
  db: Kysely<Database>,
  names: readonly string[],
  activate: boolean,
) {
  const registry = registryFor(context, db);
  let remotes = names.map(parseRemote);
  if (remotes.length === 0) {
    remotes = [];
    for (const remote of REMOTE_PACKAGES) {
      if (await readBuiltRemote(context.config.shopRoot, remote)) remotes.push(remote);
      else context.print(`${remote}: not built, skipped`);
    }
  }
  for (const remote of remotes) {
    const release = await registry.publish(remote, { activate });
    context.print(`${remote}: ${release.version}${release.isActive ? ' (active)' : ''}`);
  }
}

export async function activateRemote(
  context: CommandContext,
  db: Kysely<Database>,
  name: string | undefined,
  version: string | undefined,
) {
  if (!name || !version) throw new Error('Usage: remotes activate <remote> <version>');
  await registryFor(context, db).activate(parseRemote(name), version);
  context.print(`${name}: ${version} is active`);
}

export async function listRemotes(context: CommandContext, db: Kysely<Database>) {
  const releases = await listReleases(db);
  if (releases.length === 0) context.print('No remote has been published.');
  for (const release of releases) {
    const mark = release.isActive ? '*' : ' ';
    context.print(
      `${mark} ${release.remote.padEnd(12)} ${release.version.padEnd(20)} ${release.publishedAt.toISOString()}`,
    );
  }
}
