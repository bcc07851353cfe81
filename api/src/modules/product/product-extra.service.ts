import type {
  Language,
  ProductDeliveryLimitResponse,
  ProductRelatedResponse,
  SizeTable,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { buildProductCards } from '../catalogue/product-cards.js';
import { findDeliveryMethods } from '../checkout/delivery-methods.repository.js';
import { loadBundleOffers } from './bundle-offers.service.js';
import { localiseUnit } from './product.rules.js';
import {
  type ExtraModelRow,
  findGroupIdByPath,
  findModelGroupId,
  findSizeTableRows,
  type SizeTableDbRow,
  selectBoughtTogether,
  selectMostSoldInGroup,
} from './product-extra.repository.js';

type Db = Kysely<Database>;

/** At most this many cards in each related list (catalogue §7 `type=2`). */
export const RELATED_LIMIT = 8;

/** Whether the model is not shipped to the country (any case in the data, catalogue §3). */
export function isBlockedCountry(model: Pick<ExtraModelRow, 'blocked_countries'>, code: string) {
  const country = code.toLowerCase();
  return model.blocked_countries.some((blocked) => blocked.toLowerCase() === country);
}

/** Whether the model's allow-list (none: every method) lets the method deliver it. */
export function allowsMethod(model: Pick<ExtraModelRow, 'allowed_delivery_methods'>, slug: string) {
  return model.allowed_delivery_methods === null || model.allowed_delivery_methods.includes(slug);
}

/**
 * `type=1` (catalogue §3 Delivery limits): a blocked country has no methods; otherwise the
 * country's methods the model allows. The data keeps no reason for a block, so `blockInfo` is
 * null until it does.
 */
export async function loadDeliveryLimit(
  db: Db,
  model: ExtraModelRow,
  country: string,
  lang: Language,
): Promise<ProductDeliveryLimitResponse> {
  const blocked = isBlockedCountry(model, country);
  const methods = blocked ? [] : await findDeliveryMethods(db, country.toLowerCase(), lang);
  return {
    delivery_method_limit: {
      country,
      blocked,
      blockInfo: null,
      methods: methods.filter((method) => allowsMethod(model, method.slug)),
    },
  };
}

export interface RelatedOptions {
  readonly taxAreaId: number;
  readonly lang: Language;
  /** The group the page was reached from (path or slug), if the page said. */
  readonly group?: string | undefined;
}

/** `type=2` (catalogue §7): bundles, recommendations, also-bought cards and size guides. */
export async function loadRelated(
  db: Db,
  model: ExtraModelRow,
  options: RelatedOptions,
): Promise<ProductRelatedResponse> {
  const [bundles, recommendationIds, alsoBoughtIds, sizetables] = await Promise.all([
    loadBundleOffers(db, model.id, options),
    pickRecommendations(db, model, options),
    pickAlsoBought(db, model, options.taxAreaId),
    loadSizeTables(db, model.sizetable_id, options.lang),
  ]);
  const [recommendations, alsoBought] = await Promise.all([
    buildProductCards(db, recommendationIds, options.lang, options.taxAreaId),
    buildProductCards(db, alsoBoughtIds, options.lang, options.taxAreaId),
  ]);
  return { bundles, recommendations, also_bought: alsoBought, sizetables };
}

/**
 * The main group's most sold models, topped up from the group the page was reached from when
 * the model is listed there (a shopper who came from 'Jackets' sees more jackets).
 */
async function pickRecommendations(db: Db, model: ExtraModelRow, options: RelatedOptions) {
  const ids = await selectMostSoldInGroup(db, model.main_group_id, {
    taxAreaId: options.taxAreaId,
    exclude: [model.id],
    limit: RELATED_LIMIT,
  });
  const reachedFrom = options.group
    ? await findModelGroupId(db, model.id, options.group)
    : undefined;
  if (ids.length >= RELATED_LIMIT || reachedFrom === undefined) return ids;
  if (reachedFrom === model.main_group_id) return ids;
  const more = await selectMostSoldInGroup(db, reachedFrom, {
    taxAreaId: options.taxAreaId,
    exclude: [model.id, ...ids],
    limit: RELATED_LIMIT - ids.length,
  });
  return [...ids, ...more];
}

/**
 * Models bought in the same orders, topped up with the most sold of the model's top-level group
 * when the orders give fewer than the list holds (always so for a model nobody has ordered).
 */
async function pickAlsoBought(db: Db, model: ExtraModelRow, taxAreaId: number) {
  const ids = await selectBoughtTogether(db, model.id, { taxAreaId, limit: RELATED_LIMIT });
  if (ids.length >= RELATED_LIMIT) return ids;
  const topGroupId = await findGroupIdByPath(db, model.group_path.split('/')[0] ?? '');
  if (topGroupId === undefined) return ids;
  const more = await selectMostSoldInGroup(db, topGroupId, {
    taxAreaId,
    exclude: [model.id, ...ids],
    limit: RELATED_LIMIT - ids.length,
  });
  return [...ids, ...more];
}

/** The model's size guide, kept only when it has both sizes and rows (catalogue §5). */
async function loadSizeTables(
  db: Db,
  sizeTableId: number | null,
  lang: Language,
): Promise<SizeTable[]> {
  const rows = await findSizeTableRows(db, sizeTableId === null ? [] : [sizeTableId]);
  return rows
    .filter((row) => row.sizes.length > 0 && row.rows.length > 0)
    .map((row) => toSizeTable(row, lang));
}

function toSizeTable(row: SizeTableDbRow, lang: Language): SizeTable {
  return {
    id: row.id,
    name: translate(row.name, lang),
    productType: row.product_type,
    sizes: row.sizes,
    rows: row.rows.map((entry) => ({
      name: translate(entry.name, lang),
      unit: localiseUnit(entry.unit, lang),
      values: entry.values,
    })),
    infoText: translate(row.info_text, lang),
    image: row.hide_image ? null : row.image,
  };
}
