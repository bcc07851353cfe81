import { isJsonObject } from '../json/json-object.js';
import type { RemoteRegistry, RemoteRelease } from './registry-schema.js';

/** Package names of the five separately deployed remotes. */
export const REMOTE_PACKAGES = [
  'mf-catalog',
  'mf-product',
  'mf-checkout',
  'mf-content',
  'mf-account',
] as const;
export type RemotePackage = (typeof REMOTE_PACKAGES)[number];

/** Module Federation container names must be identifiers: `mf-catalog` → `mf_catalog`. */
export function toFederationName(remote: RemotePackage): string {
  return remote.replace(/-/g, '_');
}

/** Whether a name from outside (a prop, a URL) is one of the shop's remotes. */
export function isRemotePackage(value: unknown): value is RemotePackage {
  return typeof value === 'string' && (REMOTE_PACKAGES as readonly string[]).includes(value);
}

const FEDERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function isRemoteRelease(value: unknown): value is RemoteRelease {
  if (!isJsonObject(value)) return false;
  const { name, version, entry } = value;
  return (
    typeof name === 'string' &&
    FEDERATION_NAME.test(name) &&
    typeof version === 'string' &&
    version.length > 0 &&
    typeof entry === 'string' &&
    entry.length > 0
  );
}

/**
 * Reads `/remotes.json` as the shell does at start, without zod in the browser: the same rules
 * as `remoteRegistrySchema` (which the api serves it with), undefined when the body breaks them.
 */
export function readRemoteRegistry(value: unknown): RemoteRegistry | undefined {
  if (!isJsonObject(value) || !isJsonObject(value.remotes)) return undefined;
  const { remotes } = value;
  const registry: Partial<Record<RemotePackage, RemoteRelease>> = {};
  for (const [remote, release] of Object.entries(remotes)) {
    if (!isRemotePackage(remote)) return undefined;
    if (release === undefined) continue;
    if (!isRemoteRelease(release)) return undefined;
    registry[remote] = { name: release.name, version: release.version, entry: release.entry };
  }
  const override = readOverride(value.override);
  if (override === null) return undefined;
  return override ? { remotes: registry, override } : { remotes: registry };
}

/** The registry's `override` (undefined when absent, null when malformed). */
function readOverride(value: unknown): Partial<Record<RemotePackage, string>> | undefined | null {
  if (value === undefined) return undefined;
  if (!isJsonObject(value)) return null;
  const override: Partial<Record<RemotePackage, string>> = {};
  for (const [remote, target] of Object.entries(value)) {
    if (!isRemotePackage(remote) || typeof target !== 'string') return null;
    override[remote] = target;
  }
  return override;
}
