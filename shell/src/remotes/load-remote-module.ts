import { getInstance } from '@module-federation/enhanced/runtime';
import type {
  ExposedModuleKey,
  ExposedModules,
  PageModule,
  RemotePackage,
  RemoteRouteDefinition,
} from '@shop/shared-contracts';
import { loadRemoteRegistry, RemoteUnavailableError } from './remote-registry';

/**
 * Loads one exposed module of a remote, typed by the contract map in shared-contracts, so a
 * renamed or retyped module fails `tsc -b` here and in the remote.
 */
export async function loadRemoteModule<
  Remote extends RemotePackage,
  Key extends ExposedModuleKey<Remote>,
>(remote: Remote, key: Key): Promise<ExposedModules[Remote][Key]> {
  return (await loadFederatedModule(remote, key)) as ExposedModules[Remote][Key];
}

/** Loads the page module a route names; the route table only admits page modules. */
export async function loadPageModule(route: Pick<RemoteRouteDefinition, 'owner' | 'module'>) {
  return (await loadFederatedModule(route.owner, route.module)) as PageModule;
}

async function loadFederatedModule(remote: RemotePackage, key: string): Promise<unknown> {
  const release = (await loadRemoteRegistry()).remotes[remote];
  if (!release) throw new RemoteUnavailableError(`${remote} has no active release`);
  const federation = getInstance();
  if (!federation) throw new RemoteUnavailableError('Module Federation runtime is not ready');
  const loaded = await federation.loadRemote<unknown>(
    `${release.name}/${key.replace(/^\.\//, '')}`,
  );
  if (!loaded) throw new RemoteUnavailableError(`${remote} did not provide ${key}`);
  return loaded;
}
