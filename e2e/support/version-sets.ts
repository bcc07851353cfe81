import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A named combination of remote versions the cross-remote journeys run against (issue 14
 * point 6), applied per browser context through a release override: each member is a published
 * version, `previous` (the newest version on the shop's origin that is not active; one is
 * uploaded when there is none) or a dev server's `mf-manifest.json` URL.
 */
export interface VersionSet {
  readonly name: string;
  readonly members: readonly { readonly remote: string; readonly target: string }[];
}

/** The sets `npm test` runs the journeys over besides the live one. */
export const DEFAULT_VERSION_SETS = 'catalog-previous=mf-catalog@previous';

/**
 * `E2E_VERSION_SETS`: sets separated by `;`, each `name=remote@target,remote@target`; empty runs
 * the live combination only.
 */
export function parseVersionSets(raw: string): VersionSet[] {
  return raw
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, list] = part.split('=');
      if (!name || !list || !/^[a-z0-9-]+$/.test(name)) {
        throw new Error(`E2E_VERSION_SETS: "${part}" is not name=remote@version,...`);
      }
      const members = list.split(',').map((member) => {
        const at = member.indexOf('@');
        if (at <= 0) throw new Error(`E2E_VERSION_SETS: "${member}" is not remote@version`);
        return { remote: member.slice(0, at).trim(), target: member.slice(at + 1).trim() };
      });
      return { name, members };
    });
}

/** Where the setup leaves a set's browser state (the override cookie) and resolved versions. */
export function versionSetFiles(site: string, set: string) {
  const dir = join(tmpdir(), `shop-e2e-version-sets-${site.replace(/\W+/g, '-')}`);
  return { storageState: join(dir, `${set}.json`), resolved: join(dir, `${set}.versions.json`) };
}
