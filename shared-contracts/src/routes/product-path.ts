import { splitPath } from './match-path.js';

/**
 * The canonical path of a product page (catalogue §2): `/{manufacturerSlug}/{group path}/
 * {productSlug}/`. The segments between the brand and the product are the main product group's
 * path, so the earlier segments give the category breadcrumb. Without language prefix.
 */
export function productPath(manufacturerSlug: string, groupPath: string, productSlug: string) {
  const segments = [manufacturerSlug, ...splitPath(groupPath), productSlug];
  return `/${segments.join('/')}/`;
}

/** The parts of a product path (as given to the page in `params['*']`, prefix removed). */
export interface ProductPathParts {
  readonly manufacturerSlug: string;
  /** The category segments between brand and product, joined with `/` (may be empty). */
  readonly groupPath: string;
  /** The last segment: the product is looked up by it. */
  readonly productSlug: string;
}

/** Splits `{manufacturerSlug}/{subs...}/{productSlug}`; null when fewer than two segments. */
export function parseProductPath(path: string): ProductPathParts | null {
  const segments = splitPath(path);
  if (segments.length < 2) return null;
  const manufacturerSlug = segments[0] as string;
  const productSlug = segments[segments.length - 1] as string;
  return { manufacturerSlug, groupPath: segments.slice(1, -1).join('/'), productSlug };
}
