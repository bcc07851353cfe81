/**
 * The group path a page shows (catalogue §2), lower-cased and without surrounding slashes:
 * from `params['*']` on a dynamic group route, from `?path=` on `/product-group/`.
 */
export function groupPathOf(
  routeId: string,
  params: Readonly<Record<string, string>>,
  pathQuery: string | null,
): string {
  const raw = routeId === 'product-group' ? (pathQuery ?? '') : (params['*'] ?? '');
  return raw
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean)
    .join('/')
    .toLowerCase();
}

/** Catalogue §2: paths containing `/outlet/` force an Outlet ribbon on the cards. */
export function isOutletPath(path: string): boolean {
  return `/${path}/`.includes('/outlet/');
}
