import {
  DEFAULT_LANGUAGE,
  type FixedRouteId,
  type RouteSlugsResponse,
  resolveDynamicRoute,
  resolveRoute,
  splitPath,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findStore } from '../content/stores.repository.js';
import {
  findProductVisibility,
  hasBlogger,
  hasBlogPost,
  hasCampaign,
  hasExperience,
  hasGiftCampaignCategory,
  hasProductGroup,
  hasStaticPage,
} from './site.repository.js';

/** What a page lookup may ask; `isStaff` only for a hidden product (catalogue §1). */
export interface PageContext {
  readonly db: Kysely<Database>;
  readonly isStaff: () => Promise<boolean>;
}

type Params = Readonly<Record<string, string>>;
type Check = (context: PageContext, params: Params) => Promise<boolean>;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The `*` param as the page reads it: segments decoded, joined with `/`, no outer slashes. */
function restOf(params: Params): string {
  return splitPath(params['*'] ?? '')
    .map(decodeSegment)
    .join('/');
}

/** Catalogue §2: a product is found by its slug (lower case); a hidden one only by staff. */
async function isVisibleProduct(context: PageContext, slug: string | undefined) {
  if (!slug) return false;
  const product = await findProductVisibility(context.db, slug.toLowerCase());
  if (!product) return false;
  return product.isPublic || context.isStaff();
}

/**
 * Fixed routes whose page shows one thing the path names: without it the page shows its
 * not-found message, so the document is a 404. Routes not listed always have a page.
 */
const FIXED_ROUTE_CHECKS: Partial<Record<FixedRouteId, Check>> = {
  'static-page': ({ db }, params) => hasStaticPage(db, restOf(params)),
  campaign: ({ db }, params) => hasCampaign(db, (params.campaignSlug ?? '').toLowerCase()),
  store: async ({ db }, params) =>
    (await findStore(db, params.store ?? '', DEFAULT_LANGUAGE)) !== undefined,
  'gift-campaign-category': ({ db }, params) => hasGiftCampaignCategory(db, params.category ?? ''),
  'blog-post': ({ db }, params) => hasBlogPost(db, params.slug ?? ''),
  'life-outdoors-post': ({ db }, params) => hasBlogPost(db, params.post ?? ''),
  blogger: ({ db }, params) => hasBlogger(db, params.blogger ?? ''),
  // `/experiences/` alone is the list of experiences.
  experiences: ({ db }, params) => {
    const slug = restOf(params);
    return slug === '' ? Promise.resolve(true) : hasExperience(db, slug);
  },
};

/**
 * The same for dynamic routes. A tabbed page and a brand page are named by the route-slugs
 * list itself (an unknown tab redirects to the first one, platform §2), so they need no check.
 */
const DYNAMIC_ROUTE_CHECKS: Readonly<Record<string, Check>> = {
  // Platform §2 static content page: the segments joined are the page slug.
  'dynamic-static-page': ({ db }, params) => hasStaticPage(db, restOf(params)),
  // The whole path must be a group (the page lower-cases it, catalogue §2).
  'dynamic-product-group': ({ db }, params) => hasProductGroup(db, restOf(params).toLowerCase()),
  'dynamic-product': (context, params) =>
    isVisibleProduct(context, splitPath(restOf(params)).at(-1)),
  'dynamic-old-product': (context, params) =>
    isVisibleProduct(context, splitPath(restOf(params)).at(-1)),
  'dynamic-giftcampaign-product': async (context, params) => {
    const [category = '', product] = splitPath(restOf(params));
    return (
      (await hasGiftCampaignCategory(context.db, category)) && isVisibleProduct(context, product)
    );
  },
};

/**
 * Whether a pathname is a page of the shop: a fixed route of the route table, or a dynamic one
 * of the route-slugs tables, and in both cases the thing it names exists. Without the tables
 * (they failed to load) every path that no fixed route takes may be a page.
 */
export async function isExistingPage(
  pathname: string,
  slugs: RouteSlugsResponse | null,
  context: PageContext,
): Promise<boolean> {
  const fixed = resolveRoute(pathname);
  if (fixed) {
    const check = FIXED_ROUTE_CHECKS[fixed.route.id as FixedRouteId];
    return check ? check(context, fixed.params) : true;
  }
  if (slugs === null) return true;
  const dynamic = resolveDynamicRoute(pathname, slugs);
  if (!dynamic) return false;
  const check = DYNAMIC_ROUTE_CHECKS[dynamic.route.id];
  return check ? check(context, dynamic.params) : true;
}

/** How the document of a path answers: its status, or a redirect to the lower-case path. */
export type PageOutcome = { readonly status: 200 | 404 } | { readonly redirect: string };

/**
 * Platform §2 answers an unknown route with a 404; the document says so too, so crawlers and
 * monitors see it (the shell still renders its 404 page). The shop's paths are lower case: a
 * path that is only a page in lower case redirects there, since the client's router matches
 * route slugs exactly and would not find it (`/en/ALPINE-SKIING/SKIS/`).
 */
export async function findPageOutcome(
  pathname: string,
  slugs: RouteSlugsResponse | null,
  context: PageContext,
): Promise<PageOutcome> {
  if (await isExistingPage(pathname, slugs, context)) return { status: 200 };
  const lower = pathname.toLowerCase();
  if (lower !== pathname && (await isExistingPage(lower, slugs, context))) {
    return { redirect: lower };
  }
  return { status: 404 };
}
