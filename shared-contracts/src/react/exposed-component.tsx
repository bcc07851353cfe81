import { currentRenderCache, loadExposedModule } from '@shop/shared-contracts/bus';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { ExposedModuleKey, ExposedModules } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';

type PropsOf<
  Remote extends RemotePackage,
  Key extends ExposedModuleKey<Remote>,
> = ExposedModules[Remote][Key] extends { default: ComponentType<infer Props extends object> }
  ? Props
  : never;

const loaded = new Map<string, unknown>();

function lazyExposed(remote: string, key: string): ComponentType<object> {
  const id = `exposed:${remote}/${key}`;
  const cache = currentRenderCache() ?? loaded;
  let found = cache.get(id) as ComponentType<object> | undefined;
  if (!found) {
    found = lazy(async () => {
      try {
        return (await loadExposedModule(remote, key)) as { default: ComponentType<object> };
      } catch (error) {
        // The next render tries again (the boundary shows the fallback meanwhile).
        cache.delete(id);
        throw error;
      }
    });
    cache.set(id, found);
  }
  return found;
}

export function ExposedComponent<
  Remote extends RemotePackage,
  Key extends ExposedModuleKey<Remote>,
>({
  remote,
  module,
  props,
  fallback = null,
}: {
  readonly remote: Remote;
  readonly module: Key;
  readonly props: PropsOf<Remote, Key>;
  readonly fallback?: ReactNode;
}) {
  const Loaded = lazyExposed(remote, module) as unknown as ComponentType<PropsOf<Remote, Key>>;
  return (
    <ExposedBoundary id={`${remote}/${module}`} fallback={fallback}>
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    </ExposedBoundary>
  );
}

class ExposedBoundary extends Component<
  { readonly id: string; readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`Exposed module ${this.props.id} failed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
