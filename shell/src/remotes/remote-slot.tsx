import type { ExposedModules, Language, RemotePackage, SlotModule } from '@shop/shared-contracts';
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { loadRemoteModule } from './load-remote-module';

type SlotKey<Remote extends RemotePackage> = {
  [Key in keyof ExposedModules[Remote]]: ExposedModules[Remote][Key] extends SlotModule
    ? Key
    : never;
}[keyof ExposedModules[Remote]] &
  string;

const slots = new Map<string, ComponentType<{ language: Language }>>();

function lazySlot<Remote extends RemotePackage>(remote: Remote, key: SlotKey<Remote>) {
  const cacheKey = `${remote}/${key}`;
  let slot = slots.get(cacheKey);
  if (!slot) {
    slot = lazy(async () => (await loadRemoteModule(remote, key)) as SlotModule);
    slots.set(cacheKey, slot);
  }
  return slot;
}

interface RemoteSlotProps<Remote extends RemotePackage> {
  readonly remote: Remote;
  readonly module: SlotKey<Remote>;
  readonly language: Language;
  /** What the shell shows while the remote loads or when it cannot be loaded. */
  readonly fallback: ReactNode;
}

/**
 * A remote's piece inside the shell's frame (e.g. the header's cart badge): it loads with the
 * page, and a failing remote leaves the shell's own fallback in its place (architecture rule 6).
 */
export function RemoteSlot<Remote extends RemotePackage>({
  remote,
  module,
  language,
  fallback,
}: RemoteSlotProps<Remote>) {
  const Slot = lazySlot(remote, module);
  return (
    <SlotBoundary remote={remote} fallback={fallback}>
      <Suspense fallback={fallback}>
        <Slot language={language} />
      </Suspense>
    </SlotBoundary>
  );
}

class SlotBoundary extends Component<
  { readonly remote: string; readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`Slot of ${this.props.remote} failed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
