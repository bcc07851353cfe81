import type { StorageLike } from '@shop/shared-contracts';

/** Platform §9: at most one reload per path per 10 s after a failed chunk load. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'chunkReload:';

/** A script or chunk that did not arrive, typically after a new deploy replaced the files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|ScriptNetworkError|Failed to fetch dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Platform §8: a failed chunk load reloads the page, but not again for the same path within
 * the guard time, so a broken deploy cannot loop. Records the reload when it allows one.
 */
export function claimChunkReload(path: string, now: number, storage: StorageLike): boolean {
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(storage.getItem(key));
  if (storage.getItem(key) !== null && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}
