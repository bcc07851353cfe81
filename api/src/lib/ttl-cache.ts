/** A value loaded on demand and kept for a while. */
export interface TtlCache<Value> {
  /** The value, loaded again once it is older than the TTL. */
  get(): Promise<Value>;
}

/**
 * Keeps what `load` returns for `ttlMs`. Concurrent callers share one load; a failed load is
 * not kept, so the next call tries again.
 */
export function createTtlCache<Value>(
  load: () => Promise<Value>,
  { ttlMs = 60_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): TtlCache<Value> {
  let loaded: { at: number; value: Promise<Value> } | undefined;
  return {
    get() {
      if (!loaded || now() - loaded.at >= ttlMs) {
        const entry = { at: now(), value: load() };
        entry.value.catch(() => {
          if (loaded === entry) loaded = undefined;
        });
        loaded = entry;
      }
      return loaded.value;
    },
  };
}
