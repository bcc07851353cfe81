import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderTables } from '../checkout/orders.table.js';

/** `product_view_days` (migration 0015): how often each model's page was shown, per day. */
export interface ProductViewDaysTable {
  model_id: number;
  day: string;
  views: number;
}

export type RecommendationTables = Database &
  OrderTables & { product_view_days: ProductViewDaysTable };

/** How far back the signals reach: views of the last 30 days, sales of the last 90. */
export const VIEW_DAYS = 30;
export const SALE_DAYS = 90;

/** Counts one view of a model today; concurrent views all count (one atomic upsert). */
export async function addProductView(db: Kysely<RecommendationTables>, modelId: number) {
  await db
    .insertInto('product_view_days')
    .values({ model_id: modelId, day: sql<string>`current_date`, views: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['model_id', 'day'])
        .doUpdateSet({ views: sql<number>`product_view_days.views + 1` }),
    )
    .execute();
}

/** Whether a public model with that id exists. */
export async function publicModelExists(db: Kysely<Database>, modelId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_models')
    .select('id')
    .where('id', '=', modelId)
    .where('is_public', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Views of the last `VIEW_DAYS` days per model, for the given models. */
export function selectRecentViews(db: Kysely<RecommendationTables>, ids: readonly number[]) {
  return db
    .selectFrom('product_view_days')
    .select(['model_id as modelId', sql<number>`sum(views)::integer`.as('views')])
    .where('model_id', 'in', [...ids])
    .where('day', '>', sql<string>`current_date - ${sql.lit(VIEW_DAYS)}::integer`)
    .groupBy('model_id')
    .execute();
}

/** Units sold in the last `SALE_DAYS` days per model, in orders neither cancelled nor failed. */
export function selectRecentSales(db: Kysely<RecommendationTables>, ids: readonly number[]) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.model_id as modelId', sql<number>`sum(l.amount)::integer`.as('sold')])
    .where('l.model_id', 'in', [...ids])
    .where('o.status', '!=', 'manual_cancellation')
    .where('o.payment_state', 'not in', ['cancelled', 'failed'])
    .where('o.created_at', '>', sql<Date>`now() - make_interval(days => ${sql.lit(SALE_DAYS)})`)
    .groupBy('l.model_id')
    .execute();
}
