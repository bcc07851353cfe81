import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withOrderTables } from '../checkout/orders.table.js';

type Db = Kysely<Database>;

/** What the extra calls need of a model, or undefined for an unknown slug. */
export function findExtraModelRow(db: Db, slug: string) {
  return db
    .selectFrom('product_models as m')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .select([
      'm.id',
      'm.is_public',
      'm.main_group_id',
      'm.blocked_countries',
      'm.allowed_delivery_methods',
      'm.sizetable_id',
      'g.path as group_path',
    ])
    .where('m.slug', '=', slug)
    .executeTakeFirst();
}
export type ExtraModelRow = NonNullable<Awaited<ReturnType<typeof findExtraModelRow>>>;

/** The id of a group by path, e.g. the top-level group of a model. */
export async function findGroupIdByPath(db: Db, path: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_groups')
    .select('id')
    .where('path', '=', path)
    .executeTakeFirst();
  return row?.id;
}

/** The deepest of the model's groups whose path or slug is `group`, if the model is in one. */
export async function findModelGroupId(
  db: Db,
  modelId: number,
  group: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_model_groups as mg')
    .innerJoin('product_groups as g', 'g.id', 'mg.group_id')
    .select('g.id')
    .where('mg.model_id', '=', modelId)
    .where((eb) => eb.or([eb('g.path', '=', group), eb('g.slug', '=', group)]))
    .orderBy('g.depth', 'desc')
    .orderBy('g.id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Models the shop may suggest: public, listed everywhere (not campaign-only), not gift cards or
 * second-hand copies, and priced in the tax area (a card needs a price).
 */
function suggestableModels(db: Db, taxAreaId: number) {
  return db
    .selectFrom('product_models as m')
    .select('m.id')
    .where('m.is_public', '=', true)
    .where('m.campaign_only', '=', false)
    .where('m.is_gift_card', '=', false)
    .where('m.is_second_hand', '=', false)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('variants as v')
          .innerJoin('prices as p', 'p.variant_id', 'v.id')
          .select('v.id')
          .whereRef('v.model_id', '=', 'm.id')
          .where('p.tax_area_id', '=', taxAreaId),
      ),
    );
}

/** Up to `limit` suggestable models listed in the group, most sold first, minus `exclude`. */
export async function selectMostSoldInGroup(
  db: Db,
  groupId: number,
  options: { taxAreaId: number; exclude: readonly number[]; limit: number },
): Promise<number[]> {
  if (options.limit <= 0) return [];
  let query = suggestableModels(db, options.taxAreaId).where('m.id', 'in', (sub) =>
    sub.selectFrom('product_model_groups').select('model_id').where('group_id', '=', groupId),
  );
  if (options.exclude.length > 0) query = query.where('m.id', 'not in', [...options.exclude]);
  const rows = await query
    .orderBy('m.sold_amount', 'desc')
    .orderBy('m.id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` suggestable models that were ordered together with the model, the most shared
 * orders first. Orders that were cancelled or whose payment failed do not count.
 */
export async function selectBoughtTogether(
  db: Db,
  modelId: number,
  options: { taxAreaId: number; limit: number },
): Promise<number[]> {
  const rows = await withOrderTables(db)
    .selectFrom('order_lines as mine')
    .innerJoin('orders as o', 'o.id', 'mine.order_id')
    .innerJoin('order_lines as other', 'other.order_id', 'mine.order_id')
    .select((eb) => [
      'other.model_id',
      eb.fn.count<number | string>('other.order_id').distinct().as('shared_orders'),
    ])
    .where('mine.model_id', '=', modelId)
    .where('other.model_id', '<>', modelId)
    .where('o.payment_state', 'not in', ['cancelled', 'failed'])
    .groupBy('other.model_id')
    .orderBy('shared_orders', 'desc')
    .orderBy('other.model_id')
    .execute();
  const ids = rows.flatMap((row) => (row.model_id === null ? [] : [row.model_id]));
  if (ids.length === 0) return [];
  const allowed = new Set(
    (await suggestableModels(db, options.taxAreaId).where('m.id', 'in', ids).execute()).map(
      (row) => row.id,
    ),
  );
  return ids.filter((id) => allowed.has(id)).slice(0, options.limit);
}

/** Size-guide rows by id. */
export function findSizeTableRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('size_tables')
    .select(['id', 'name', 'product_type', 'sizes', 'rows', 'info_text', 'image', 'hide_image'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}
export type SizeTableDbRow = Awaited<ReturnType<typeof findSizeTableRows>>[number];
