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
