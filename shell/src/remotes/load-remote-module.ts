import { getInstance } from '@module-federation/enhanced/runtime';
import {
  type ExposedModuleKey,
  type ExposedModules,
  isRemotePackage,
  type PageModule,
  type RemotePackage,
  type RemoteRouteDefinition,
} from '@shop/shared-contracts';
import { loadExposedModule } from '@shop/shared-contracts/bus';
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

/**
 * Loads the page module a route names; the route table only admits page modules. Through the
 * page's module loader cell: federated in the browser, the release's server build on the server.
 */
export async function loadPageModule(route: Pick<RemoteRouteDefinition, 'owner' | 'module'>) {
  return (await loadExposedModule(route.owner, route.module)) as PageModule;
}

/**
 * The host's loader behind every remote's `<ExposedComponent>` (`provideExposedModuleLoader`):
 * names arrive as plain strings at runtime, so a name that is no remote of the shop is refused.
 */
export function loadExposedRemoteModule(remote: string, key: string): Promise<unknown> {
  if (!isRemotePackage(remote)) {
    return Promise.reject(new RemoteUnavailableError(`${remote} is not a remote of the shop`));
  }
  return loadFederatedModule(remote, key);
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
