/** The static page each info route shows; `responsibility` is the sustainability page. */
const INFO_PAGE_SLUGS: Readonly<Record<string, string>> = {
  responsibility: 'sustainability',
  returns: 'returns',
  pikanouto: 'pikanouto',
};

/** The slug of an info route's page, or undefined for a route that is not one. */
export function infoPageSlug(routeId: string): string | undefined {
  return INFO_PAGE_SLUGS[routeId];
}

/**
 * The page a preview route names in its query (`/static/?slug=...`): trimmed, without slashes
 * at either end; empty when missing.
 */
export function previewSlug(search: URLSearchParams, key = 'slug'): string {
  return (search.get(key) ?? '').trim().replace(/^\/+|\/+$/g, '');
}
