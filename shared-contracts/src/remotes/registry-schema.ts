import * as z from '@shop/shared-contracts/zod';
import { REMOTE_PACKAGES } from './registry.js';

export const remotePackageSchema = z.enum(REMOTE_PACKAGES);

/** One active release of a remote, as `/remotes.json` lists it. */
export const remoteReleaseSchema = z.object({
  /** Module Federation container name, e.g. `mf_catalog`. */
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  /** Release version: package version plus content hash, e.g. `0.1.0-3fa2c1d0`. */
  version: z.string().min(1),
  /**
   * Absolute path (or URL) of the release's entry script; of its `mf-manifest.json` for a dev
   * server's build (decision 0003 addendum). The federation runtime loads either.
   */
  entry: z.string().min(1),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/**
 * `/remotes.json`: the active version of each remote. Served `no-cache` by the api; the shell
 * reads it at start and never has a remote URL compiled in (architecture rule 5).
 */
export const remoteRegistrySchema = z.object({
  remotes: z.partialRecord(remotePackageSchema, remoteReleaseSchema),
  /**
   * Set only for a browser with a release override (issue 14 point 5): what each overridden
   * remote runs instead of its active release, a version or a manifest URL, for the shell's
   * banner. Other browsers get the active releases and no `override`.
   */
  override: z.partialRecord(remotePackageSchema, z.string()).optional(),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
