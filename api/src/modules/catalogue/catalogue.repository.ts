import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A product group row by id or by path (lower-case slugs joined with `/`). */
export function findGroupByPath(
  db: Kysely<Database>,
  key: { readonly id?: number; readonly path?: string },
) {
  let query = db.selectFrom('product_groups').selectAll();
  if (key.id !== undefined) query = query.where('id', '=', key.id);
  else if (key.path !== undefined) query = query.where('path', '=', key.path);
  else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

/** The groups on the way from the top-level group down to (not including) the given path. */
export function findGroupsByPaths(db: Kysely<Database>, paths: readonly string[]) {
  if (paths.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_groups')
    .select(['id', 'name', 'path', 'depth'])
    .where('path', 'in', [...paths])
    .orderBy('depth')
    .execute();
}

export function findManufacturer(
  db: Kysely<Database>,
  key: { readonly id?: number; readonly slug?: string },
) {
  let query = db.selectFrom('manufacturers').selectAll();
  if (key.id !== undefined) query = query.where('id', '=', key.id);
  else if (key.slug !== undefined) query = query.where('slug', '=', key.slug);
  else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

export function findCampaign(
  db: Kysely<Database>,
  key: { readonly id?: number; readonly slug?: string },
) {
  let query = db.selectFrom('campaigns').selectAll();
  if (key.id !== undefined) query = query.where('id', '=', key.id);
  else if (key.slug !== undefined) query = query.where('slug', '=', key.slug);
  else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}
