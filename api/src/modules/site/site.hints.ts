import { type RouteOwner, resolveRouteOwner } from '@shop/shared-contracts';
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

/** The remote that renders a pathname, or null for shell routes and unknown paths. */
export function findOwningRemote(pathname: string): Exclude<RouteOwner, 'shell'> | null {
  const owner = resolveRouteOwner(pathname);
  return owner === null || owner === 'shell' ? null : owner;
}

/**
 * Preload hints for a page: the registry always, and the manifest and entry script of the
 * remote owning the path, so the browser fetches them while the shell's own script loads
 * instead of after it (the request chain is the price of Module Federation).
 */
export function buildPreloadHints(pathname: string, active: readonly ActiveRemote[]): string {
  const links = [preload('/remotes.json', 'fetch')];
  const owner = findOwningRemote(pathname);
  const release = owner ? active.find((candidate) => candidate.remote === owner) : undefined;
  if (release) {
    links.push(preload(release.manifestUrl, 'fetch'), preload(release.entryUrl, 'script'));
  }
  return links.join('');
}
