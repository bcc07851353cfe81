import type { RecommendationResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import { NotFoundError } from '../../lib/http-errors.js';
import { findGroupByPath } from '../catalogue/catalogue.repository.js';
import { createMemo } from '../catalogue/product-list.cache.js';
import { selectModelIds } from '../catalogue/product-list.repository.js';
import {
  addProductView,
  publicModelExists,
  type RecommendationTables,
  selectRecentSales,
  selectRecentViews,
} from './recommendations.repository.js';

/** A unit sold counts as much as this many views. */
export const SALE_WEIGHT = 5;
/**
 * How long a category's ranking is answered before it is computed again: the minute the
 * strategy's answer may be cached anyway, so the strategy request and the lists ordered by it
 * (`list.recommendation`) agree.
 */
const RANKING_TTL_MS = 60_000;
/** Bytes of the rankings kept at once (a ranking is its category's ids: a few KiB). */
const RANKINGS_BYTES = 4 * 1024 * 1024;

export interface Rankings {
  /** A category's ranking by path (a `NotFoundError` for an unknown category). */
  readonly of: (path: string) => Promise<RecommendationResponse>;
}

/**
 * The rankings of categories, each kept a minute: the strategy route answers from it and the
 * product lists order by it, so both see one ranking.
 */
export function createRankings(
  db: Kysely<RecommendationTables>,
  { ttlMs = RANKING_TTL_MS, now }: { readonly ttlMs?: number; readonly now?: () => number } = {},
): Rankings {
  const memo = createMemo<RecommendationResponse>({ ttlMs, now, maxSize: RANKINGS_BYTES });
  return { of: (path) => memo.get(path, () => recommendationOrder(db, path)) };
}

/**
 * The `sort-product-group` strategy (catalogue §7): the category's public models ranked by
 * what shoppers did lately, views of the last 30 days plus five per unit sold in the last 90;
 * models with the same score keep the category's default order (most sold over all time).
 */
export async function recommendationOrder(
  db: Kysely<RecommendationTables>,
  path: string,
): Promise<RecommendationResponse> {
  const group = await findGroupByPath(db, { path });
  if (!group) throw new NotFoundError('PRODUCT_GROUP_NOT_FOUND', 'Product group not found.');
  const ids = await selectModelIds(
    db,
    { kind: 'group', groupId: group.id },
    undefined,
    'most-sold',
  );
  if (ids.length === 0) return { ids: [] };
  const [views, sales] = await Promise.all([
    selectRecentViews(db, ids),
    selectRecentSales(db, ids),
  ]);
  const score = new Map<number, number>();
  for (const { modelId, views: count } of views) score.set(modelId, count);
  for (const { modelId, sold } of sales) {
    if (modelId !== null) score.set(modelId, (score.get(modelId) ?? 0) + SALE_WEIGHT * sold);
  }
  const ranked = ids.map((id, position) => ({ id, position, score: score.get(id) ?? 0 }));
  ranked.sort((a, b) => b.score - a.score || a.position - b.position);
  return { ids: ranked.map((entry) => entry.id) };
}

/** Counts a product page view; an unknown or hidden model is a 404 and counts nothing. */
export async function recordProductView(
  db: Kysely<RecommendationTables>,
  modelId: number,
): Promise<void> {
  if (!(await publicModelExists(db, modelId))) {
    throw new NotFoundError('PRODUCT_NOT_FOUND', 'Product not found');
  }
  await addProductView(db, modelId);
}
