import { loadExposedModule } from '@shop/shared-contracts/bus';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { ExposedModuleKey, ExposedModules } from '../modules/exposed-modules.js';
import type { RemotePackage } from '../remotes/registry.js';

type PropsOf<
  Remote extends RemotePackage,
  Key extends ExposedModuleKey<Remote>,
> = ExposedModules[Remote][Key] extends { default: ComponentType<infer Props extends object> }
  ? Props
  : never;

const loaded = new Map<string, ComponentType<object>>();

function lazyExposed(remote: string, key: string): ComponentType<object> {
  const id = `${remote}/${key}`;
  let found = loaded.get(id);
  if (!found) {
    found = lazy(
      async () => (await loadExposedModule(remote, key)) as { default: ComponentType<object> },
    );
    loaded.set(id, found);
  }
  return found;
}

/**
 * Another remote's exposed component, typed by the contract map (architecture rule 1: reuse is
 * an exposed module, never a deep import). While it loads, or when its remote fails, the
 * caller's `fallback` stands in its place and the rest of the page goes on.
 */
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
