import { z } from 'zod';

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

export const remotePackageSchema = z.enum(REMOTE_PACKAGES);

/** One active release of a remote, as `/remotes.json` lists it. */
export const remoteReleaseSchema = z.object({
  /** Module Federation container name, e.g. `mf_catalog`. */
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  /** Release version: package version plus content hash, e.g. `0.1.0-3fa2c1d0`. */
  version: z.string().min(1),
  /** Absolute path (or URL) of the release's `mf-manifest.json`. */
  entry: z.string().min(1),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/**
 * `/remotes.json`: the active version of each remote. Served `no-cache` by the api; the shell
 * reads it at start and never has a remote URL compiled in (architecture rule 5).
 */
export const remoteRegistrySchema = z.object({
  remotes: z.partialRecord(remotePackageSchema, remoteReleaseSchema),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
