import {
  type BundleModel,
  type BundleOffer,
  type BundleVariant,
  type Language,
  productPath,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import {
  type BundleMemberRow,
  findBundleMemberRows,
  findBundleOfferRows,
} from './bundle-offers.repository.js';
import {
  findStockRows,
  findVariantRowsOfModels,
  type StockRow,
  type VariantRow,
} from './product.repository.js';
import { isOrderable, variantLabel } from './product.rules.js';

type Db = Kysely<Database>;

export interface BundleOfferOptions {
  readonly taxAreaId: number;
  readonly lang: Language;
}

/**
 * The bundle offers of a main model (catalogue §2 Bundles section, §3 Bundle offer), with each
 * secondary model's orderable variants priced in the tax area. An offer is left out when one of
 * its models cannot be sold now: hidden, a gift card, or nothing orderable and priced.
 */
export async function loadBundleOffers(
  db: Db,
  modelId: number,
  options: BundleOfferOptions,
): Promise<BundleOffer[]> {
  const offers = await findBundleOfferRows(db, modelId);
  const members = await findBundleMemberRows(
    db,
    offers.map((offer) => offer.id),
  );
  const modelIds = [...new Set(members.map((member) => member.id))];
  const variantRows = await findVariantRowsOfModels(db, modelIds, options.taxAreaId);
  const stockRows = await findStockRows(
    db,
    variantRows.map((row) => row.id),
  );
  const models = new Map(
    modelIds.map((id) => [id, bundleVariants(variantRows, stockRows, id, options.lang)]),
  );
  const result: BundleOffer[] = [];
  for (const offer of offers) {
    const offered = members
      .filter((member) => member.bundle_id === offer.id)
      .map((member) => toBundleModel(member, models.get(member.id) ?? [], options.lang));
    if (offered.length === 0 || offered.some((model) => model === undefined)) continue;
    result.push({
      id: offer.id,
      name: translate(offer.name, options.lang),
      description: translate(offer.description, options.lang),
      discountPercent: offer.discount_percent,
      models: offered.filter((model): model is BundleModel => model !== undefined),
    });
  }
  return result;
}

function toBundleModel(
  member: BundleMemberRow,
  variants: readonly BundleVariant[],
  lang: Language,
): BundleModel | undefined {
  if (!member.is_public || member.is_gift_card || variants.length === 0) return undefined;
  return {
    id: member.id,
    slug: member.slug,
    name: translate(member.name, lang),
    manufacturer: member.brand_name,
    image: member.image,
    path: productPath(member.brand_slug, member.group_path, member.slug),
    variants: [...variants],
  };
}

/** A model's variants that can be sold now (catalogue §4, outside gift campaigns) and priced. */
function bundleVariants(
  rows: readonly VariantRow[],
  stock: readonly StockRow[],
  modelId: number,
  lang: Language,
): BundleVariant[] {
  const own = rows.filter((row) => row.model_id === modelId);
  const hasSeveralTypes = new Set(own.map((row) => row.type_slug)).size > 1;
  return own.flatMap((row) => {
    const web = stock.find(
      (entry) => entry.variant_id === row.id && entry.store_id === WEB_STORE_ID,
    );
    const facts = {
      onOrder: row.on_order,
      webQuantity: web?.quantity ?? 0,
      isStockBlocked: web?.blocked ?? false,
      shippingDays: row.shipping_days,
    };
    if (row.active === null || !isOrderable(facts, false)) return [];
    const words = { color: translate(row.color_name, lang), size: row.size, type: row.type };
    return [{ variantId: row.id, label: variantLabel(words, hasSeveralTypes), price: row.active }];
  });
}
