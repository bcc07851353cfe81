import {
  type RemotePackage,
  type RouteSlugsResponse,
  resolveDynamicRoute,
  resolveRouteOwner,
} from '@shop/shared-contracts';
import type { ActiveRemote } from '../remotes/remotes.service.js';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * A preload is only reused when its CORS mode matches the real request: the federation runtime
 * fetches manifests with `fetch` (CORS mode, hence `crossorigin`) but injects the remote entry
 * as a plain `<script>` (no-cors), so the script hint must not carry `crossorigin`.
 */
function preload(href: string, as: 'fetch' | 'script'): string {
  const cors = as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${cors}>`;
}

/** Platform: the header's cart badge comes from mf-checkout on every page. */
const ON_EVERY_PAGE: readonly RemotePackage[] = ['mf-checkout'];

/**
 * The remote that renders a pathname: a fixed route's owner, else the page of a dynamic route
 * from the route-slugs tables; null for shell routes and unknown paths.
 */
export function findOwningRemote(
  pathname: string,
  slugs: RouteSlugsResponse | null = null,
): RemotePackage | null {
  const owner = resolveRouteOwner(pathname);
  if (owner === 'shell') return null;
  if (owner) return owner;
  return slugs ? (resolveDynamicRoute(pathname, slugs)?.route.page.owner ?? null) : null;
}

/**
 * Preload hints for a page: the registry always, and the manifest and entry script of the
 * remote owning the path and of the remotes every page shows, so the browser fetches them
 * while the shell's own script loads instead of after it (the request chain is the price of
 * Module Federation).
 */
export function buildPreloadHints(
  pathname: string,
  active: readonly ActiveRemote[],
  slugs: RouteSlugsResponse | null = null,
): string {
  const links = [preload('/remotes.json', 'fetch')];
  const owner = findOwningRemote(pathname, slugs);
  const remotes = new Set([...(owner ? [owner] : []), ...ON_EVERY_PAGE]);
  for (const remote of remotes) {
    const release = active.find((candidate) => candidate.remote === remote);
    if (release) {
      links.push(preload(release.manifestUrl, 'fetch'), preload(release.entryUrl, 'script'));
    }
  }
  return links.join('');
}
