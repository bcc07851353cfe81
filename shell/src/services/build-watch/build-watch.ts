import type { RemoteRegistry } from '@shop/shared-contracts';

/** Platform §9: the build manifest is polled every hour to detect a new build. */
export const BUILD_POLL_MS = 60 * 60 * 1000;

/** The build a page runs: the shell's entry script and each active remote's version. */
export function buildFingerprint(shellEntry: string, registry: RemoteRegistry): string {
  const remotes = Object.entries(registry.remotes)
    .map(([remote, release]) => `${remote}@${release?.version ?? ''}`)
    .sort();
  return [shellEntry, ...remotes].join('|');
}

interface BuildWatchDeps {
  readonly fingerprint: () => Promise<string>;
  readonly schedule: (callback: () => void, delayMs: number) => () => void;
}

/**
 * Polls the build fingerprint every hour; once it differs from the one the page started with,
 * reports a new build (the shell then loads the next page in full). A failed poll is tried at
 * the next hour.
 */
export function watchBuild(
  { fingerprint, schedule }: BuildWatchDeps,
  initial: string,
  onNewBuild: () => void,
): () => void {
  let cancel = schedule(poll, BUILD_POLL_MS);
  async function poll(): Promise<void> {
    try {
      if ((await fingerprint()) !== initial) {
        onNewBuild();
        return;
      }
    } catch (error) {
      console.warn('Build check failed', error);
    }
    cancel = schedule(poll, BUILD_POLL_MS);
  }
  return () => cancel();
}
