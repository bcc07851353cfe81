import {
  type RemotePackage,
  type RemoteRouteDefinition,
  type RouteSlugsResponse,
  resolveDynamicRoute,
  resolveRoute,
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

/** The remote and exposed page module that render a path. */
export type PageSource = Pick<RemoteRouteDefinition, 'owner' | 'module'>;

/**
 * The page module that renders a pathname: a fixed route's, else the page of a dynamic route
 * from the route-slugs tables; null for shell routes and unknown paths.
 */
export function findOwningPage(
  pathname: string,
  slugs: RouteSlugsResponse | null = null,
): PageSource | null {
  const fixed = resolveRoute(pathname)?.route;
  if (fixed) return fixed.owner === 'shell' ? null : { owner: fixed.owner, module: fixed.module };
  const dynamic = slugs ? resolveDynamicRoute(pathname, slugs)?.route.page : undefined;
  return dynamic ? { owner: dynamic.owner, module: dynamic.module } : null;
}

/** The remote that renders a pathname (see `findOwningPage`). */
export function findOwningRemote(
  pathname: string,
  slugs: RouteSlugsResponse | null = null,
): RemotePackage | null {
  return findOwningPage(pathname, slugs)?.owner ?? null;
}

/** The files a page module needs at once, as URLs of its release. */
export interface PageAssets {
  readonly css: readonly string[];
  readonly js: readonly string[];
}

/**
 * Preload hints for a page: its module's styles and chunks when known, the registry always, and
 * the entry script (a dev server's manifest) of the remote owning the path, so the browser
 * fetches them while the shell's own script loads instead of after it (the request chain is the
 * price of Module Federation). The header's cart badge is not hinted: mf-checkout loads only once the page needs
 * the cart's owner (decision 0010), which the server cannot know.
 */
export function buildPreloadHints(
  pathname: string,
  active: readonly ActiveRemote[],
  slugs: RouteSlugsResponse | null = null,
  page: PageAssets = { css: [], js: [] },
): string {
  // The page's styles before anything: the server-rendered markup is styled at first paint
  // and does not move when the remote's script adds the same sheet.
  const links = page.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  links.push(preload('/remotes.json', 'fetch'));
  const owner = findOwningRemote(pathname, slugs);
  const release = owner ? active.find((candidate) => candidate.remote === owner) : undefined;
  if (release) {
    // On another origin too (issue 14 point 7). The browser loads a published release's entry
    // by its URL; a dev server's build (an override) by its manifest, its entry not known here.
    links.push(
      release.entryUrl
        ? preload(release.entryUrl, 'script')
        : preload(release.manifestUrl, 'fetch'),
    );
  }
  // The page module's own chunks, which hydration waits for.
  links.push(...page.js.map((href) => preload(href, 'script')));
  return links.join('');
}

/** A preload React wrote into the page for a picture it renders with `fetchPriority="high"`. */
const LEAD_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*>/gi;

/**
 * The server-rendered page's high-priority picture preloads (the product's first image, the
 * first card), copied to the head before the script hints: the browser then asks for the
 * picture that is the page's largest paint before the scripts take its connections. React
 * writes them beside the markup; the copies there stay (the browser loads a URL once).
 */
export function leadImageHints(root: string | undefined): string {
  return root?.match(LEAD_IMAGE_PRELOAD)?.join('') ?? '';
}
