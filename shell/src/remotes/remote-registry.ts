import { getInstance } from '@module-federation/enhanced/runtime';
import {
  type RemotePackage,
  type RemoteRegistry,
  readRemoteRegistry,
} from '@shop/shared-contracts';

/** A remote that /remotes.json does not list, or that could not be fetched. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
}

let registry: Promise<RemoteRegistry> | undefined;

/**
 * Reads /remotes.json once and registers every listed remote with the federation runtime the
 * build plugin created. Registering fetches nothing: a remote is fetched when a route needs it.
 */
export function loadRemoteRegistry(): Promise<RemoteRegistry> {
  registry ??= fetchRegistry().catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new RemoteUnavailableError(`/remotes.json answered ${response.status}`);
  const parsed = readRemoteRegistry(await response.json());
  if (!parsed) throw new RemoteUnavailableError('/remotes.json is not a remote registry');
  const remotes = Object.values(parsed.remotes).map(({ name, entry }) => ({ name, entry }));
  getInstance()?.registerRemotes(remotes);
  return parsed;
}

/** Forgets a remote's cached entry (and manifest) so the next load fetches them again. */
export async function resetRemote(remote: RemotePackage): Promise<void> {
  const release = (await loadRemoteRegistry()).remotes[remote];
  if (release) {
    getInstance()?.registerRemotes([{ name: release.name, entry: release.entry }], { force: true });
  }
}
