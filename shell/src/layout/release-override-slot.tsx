import type { RemotePackage } from '@shop/shared-contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadRemoteRegistry } from '../remotes/remote-registry';

// Only a browser with an override loads the banner; every other page pays nothing for it.
const ReleaseOverrideBanner = lazy(async () => ({
  default: (await import('./release-override-banner')).ReleaseOverrideBanner,
}));

/**
 * The release override banner when `/remotes.json` says this browser runs an override. Read
 * after hydration (the server's markup is the same for everyone), shown fixed over the page so
 * nothing moves.
 */
export function ReleaseOverrideSlot() {
  const [override, setOverride] = useState<Partial<Record<RemotePackage, string>> | null>(null);
  useEffect(() => {
    let live = true;
    loadRemoteRegistry().then(
      (registry) => {
        if (live && registry.override && Object.keys(registry.override).length > 0) {
          setOverride(registry.override);
        }
      },
      // A registry that cannot be read is the remotes' failure to show, not the banner's.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!override) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseOverrideBanner override={override} />
    </Suspense>
  );
}
