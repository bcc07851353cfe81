import type { RouteSlugsResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every slug the shell turns into a dynamic route (platform §2), each list sorted. */
export async function findRouteSlugs(db: Kysely<Database>): Promise<RouteSlugsResponse> {
  const pages = await db
    .selectFrom('static_pages')
    .select(['slug', 'has_tabs'])
    .orderBy('slug')
    .execute();
  const navigation = await db
    .selectFrom('product_groups')
    .select('slug')
    .where((eb) => eb.or([eb('parent_id', 'is', null), eb('is_navigation', '=', true)]))
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
  const manufacturers = await db
    .selectFrom('manufacturers')
    .select('slug')
    .orderBy('slug')
    .execute();
  return {
    staticPageSlugs: pages.filter((page) => !page.has_tabs).map((page) => page.slug),
    staticPageWithTabsSlugs: pages.filter((page) => page.has_tabs).map((page) => page.slug),
    navigationSlugs: [...new Set(navigation.map((group) => group.slug))],
    manufacturerSlugs: manufacturers.map((manufacturer) => manufacturer.slug),
  };
}
