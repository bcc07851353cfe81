import { readItem, type StorageLike, writeItem } from '@shop/shared-contracts';

/** Platform §4: query parameters and storage keys are `featureFlag_{name}`. */
export const FEATURE_FLAG_PREFIX = 'featureFlag_';

/** Feature flags by name, as the general setting `feature_flags` lists them. */
export type FeatureFlags = Readonly<Record<string, boolean>>;

/** The flags a URL sets: `featureFlag_{name}=1` is on, any other value off (platform §4). */
export function readQueryFeatureFlags(query: URLSearchParams): FeatureFlags {
  const flags: Record<string, boolean> = {};
  for (const [key, value] of query) {
    const name = key.slice(FEATURE_FLAG_PREFIX.length);
    if (key.startsWith(FEATURE_FLAG_PREFIX) && name) flags[name] = value === '1';
  }
  return flags;
}

/** Keeps the URL's flags in local storage, so they hold on later pages (platform §4). */
export function storeQueryFeatureFlags(query: URLSearchParams, storage: StorageLike): void {
  for (const [name, isOn] of Object.entries(readQueryFeatureFlags(query))) {
    writeItem(storage, `${FEATURE_FLAG_PREFIX}${name}`, isOn ? '1' : '0');
  }
}

/** Whether a flag is on: the stored value first, then the server's, else off (platform §4). */
export function isFeatureEnabled(
  name: string,
  storage: StorageLike,
  serverFlags: FeatureFlags,
): boolean {
  const stored = readItem(storage, `${FEATURE_FLAG_PREFIX}${name}`);
  if (stored !== null) return stored === '1';
  return Object.hasOwn(serverFlags, name) ? serverFlags[name] === true : false;
}

/** Names of the flags a browser has stored, from its storage keys. */
export function storedFeatureFlagNames(keys: Iterable<string>): string[] {
  return [...keys]
    .filter((key) => key.startsWith(FEATURE_FLAG_PREFIX) && key.length > FEATURE_FLAG_PREFIX.length)
    .map((key) => key.slice(FEATURE_FLAG_PREFIX.length));
}

/** Every known flag with its effective value: stored ones read before the server's (§4). */
export function effectiveFeatureFlags(
  storage: StorageLike,
  storedNames: readonly string[],
  serverFlags: FeatureFlags,
): FeatureFlags {
  const names = new Set([...Object.keys(serverFlags), ...storedNames]);
  return Object.fromEntries(
    [...names].map((name) => [name, isFeatureEnabled(name, storage, serverFlags)]),
  );
}
