import { type Language, localisePath, routeHref } from '@shop/shared-contracts';

/** Platform §2: the query key `back` names no subgroup; it marks a step back to level 2. */
export const BACK_QUERY_KEY = 'back';

/** A shop path such as `/rental/` in the shopper's language (fi unprefixed). */
export function shopHref(path: string, language: Language): string {
  return localisePath(path, language);
}

/** A product group's own page, `/{group.path}/` (platform §2 product-group pages). */
export function groupPageHref(groupPath: string, language: Language): string {
  return shopHref(`/${groupPath}/`, language);
}

/** A store's page, `/stores/{slug}/` in the language's path variant (platform §2 fixed routes). */
export function storeHref(slug: string, language: Language): string {
  return routeHref('store', language, { store: slug });
}

/**
 * The menu level of a top-level group (`/menu/{slug}/`); with `query` the subgroup slug or
 * `back` as the query key (`?{subgroupSlug}`, platform §2).
 */
export function menuGroupHref(language: Language, slug: string, query?: string): string {
  const base = routeHref('menu-group', language, { slug });
  return query ? `${base}?${encodeURIComponent(query)}` : base;
}
