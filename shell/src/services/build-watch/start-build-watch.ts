import { readRemoteRegistry } from '@shop/shared-contracts';
import { loadRemoteRegistry } from '../../remotes/remote-registry';
import { buildFingerprint, watchBuild } from './build-watch';

let isNewBuildAvailable = false;

/** True once a newer build is live: the next navigation loads the page in full. */
export function hasNewBuild(): boolean {
  return isNewBuildAvailable;
}

/** Starts the hourly check against `/remotes.json` and the shell's own entry script. */
export async function startBuildWatch(): Promise<void> {
  const shellEntry =
    document.querySelector<HTMLScriptElement>('script[src*="/static/js/index."]')?.src ?? '';
  const initial = buildFingerprint(shellEntry, await loadRemoteRegistry());
  watchBuild(
    {
      fingerprint: async () => {
        const registry = readRemoteRegistry(
          await (await fetch('/remotes.json', { cache: 'no-store' })).json(),
        );
        if (!registry) throw new Error('/remotes.json is not a remote registry');
        const page = await (await fetch('/', { cache: 'no-store' })).text();
        const entry = /src="([^"]*\/static\/js\/index\.[^"]+)"/.exec(page)?.[1] ?? '';
        return buildFingerprint(entry ? new URL(entry, window.location.href).href : '', registry);
      },
      schedule: (callback, delayMs) => {
        const timer = window.setTimeout(callback, delayMs);
        return () => window.clearTimeout(timer);
      },
    },
    initial,
    () => {
      isNewBuildAvailable = true;
    },
  );
}
