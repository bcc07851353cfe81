import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import { withOrderTables } from '../checkout/orders.table.js';
import { withPricingTables } from './pricing.table.js';

type Db = Kysely<Database>;

/** The delivery country: tax area (prices), day spans (delivery time) and customs. */
export function findCountry(db: Db, code: string) {
  return db
    .selectFrom('countries')
    .select([
      'code',
      'tax_area_id',
      'is_enabled',
      'delivery_days',
      'requires_customs_ack',
      'currency_code',
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** A currency's rate from the server's euro prices, by lower-case code. */
export function findCurrency(db: Db, code: string) {
  return db
    .selectFrom('currencies')
    .select(['code', 'rate'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/**
 * Variants as a cart row needs them: model, brand, page path parts, colour, the prices of the
 * tax area (null where it has none), web stock and the first picture of the colour.
 */
export function findCartVariants(db: Db, ids: readonly number[], taxAreaId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .innerJoin('manufacturers as b', 'b.id', 'm.manufacturer_id')
    .innerJoin('product_groups as g', 'g.id', 'm.main_group_id')
    .innerJoin('colors as c', 'c.id', 'v.color_id')
    .leftJoin('prices as p', (join) =>
      join.onRef('p.variant_id', '=', 'v.id').on('p.tax_area_id', '=', taxAreaId),
    )
    .leftJoin('stock as s', (join) =>
      join.onRef('s.variant_id', '=', 'v.id').on('s.store_id', '=', WEB_STORE_ID),
    )
    .select((eb) => [
      'v.id',
      'v.model_id',
      'v.size',
      'v.type',
      'v.on_order',
      'v.shipping_days',
      'm.slug',
      'm.name',
      'm.is_public',
      'm.is_gift_card',
      'm.belongs_to_outlet',
      'm.blocked_countries',
      'g.path as group_path',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'c.name as color_name',
      'p.regular',
      'p.active',
      'p.club',
      'p.discount_free',
      's.quantity',
      's.blocked',
      eb
        .selectFrom('product_images as i')
        .select('i.url')
        .whereRef('i.model_id', '=', 'v.model_id')
        .where((where) =>
          where.or([
            where('i.color_id', '=', where.ref('v.color_id')),
            where('i.color_id', 'is', null),
          ]),
        )
        .orderBy(sql`i.color_id is null`)
        .orderBy('i.sort_order')
        .limit(1)
        .as('image'),
    ])
    .where('v.id', 'in', [...ids])
    .execute();
}
export type CartVariantRow = Awaited<ReturnType<typeof findCartVariants>>[number];

/** Bundle offers of the given main models with their secondary models in order. */
export async function findBundleOffers(db: Db, mainModelIds: readonly number[]) {
  if (mainModelIds.length === 0) return [];
  const offers = await db
    .selectFrom('bundle_offers')
    .select(['id', 'main_model_id', 'name', 'discount_percent'])
    .where('main_model_id', 'in', [...mainModelIds])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (offers.length === 0) return [];
  const members = await db
    .selectFrom('bundle_offer_models')
    .select(['bundle_id', 'model_id'])
    .where(
      'bundle_id',
      'in',
      offers.map((offer) => offer.id),
    )
    .orderBy('sort_order')
    .execute();
  return offers.map((offer) => ({
    ...offer,
    secondaryModelIds: members
      .filter((member) => member.bundle_id === offer.id)
      .map((member) => member.model_id),
  }));
}
export type BundleOfferRow = Awaited<ReturnType<typeof findBundleOffers>>[number];

/** Discount codes by their upper-case form. */
export function findDiscountCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return withPricingTables(db)
    .selectFrom('discount_codes')
    .selectAll()
    .where('code', 'in', [...codes])
    .execute();
}

/** Gift cards by their upper-case code. */
export function findGiftCards(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return withPricingTables(db)
    .selectFrom('gift_cards')
    .select(['code', 'balance', 'expires_at', 'created_at'])
    .where('code', 'in', [...codes])
    .execute();
}

/** A gift campaign code with its category and the models the category offers. */
export async function findGiftCampaignCode(db: Db, code: string) {
  const row = await db
    .selectFrom('gift_campaign_codes as gc')
    .innerJoin('gift_campaign_categories as cat', 'cat.id', 'gc.category_id')
    .select(['gc.code', 'gc.expires_at', 'gc.redeemed_at', 'cat.id as category_id', 'cat.slug'])
    .where(sql<string>`upper(gc.code)`, '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) return undefined;
  const models = await db
    .selectFrom('gift_campaign_category_models')
    .select('model_id')
    .where('category_id', '=', row.category_id)
    .execute();
  return { ...row, modelIds: new Set(models.map((model) => model.model_id)) };
}

/** The delivery methods of a country in display order. */
export function findDeliveryMethodRows(db: Db, country: string) {
  return db
    .selectFrom('delivery_methods')
    .select(['slug', 'name', 'kind', 'price', 'free_threshold', 'time_estimate'])
    .where(sql<boolean>`country_codes ? ${country}`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Stores a parcel can be collected from (store pickup and express pickup). */
export function findPickupStores(db: Db) {
  return db
    .selectFrom('stores')
    .select(['slug', 'name', 'address', 'postal_code', 'city'])
    .where('type', 'in', ['retail', 'outlet'])
    .orderBy('name')
    .execute();
}

/** Pickup points of a country, for its pickup-point methods. */
export function findPickupPoints(db: Db, country: string) {
  return withPricingTables(db)
    .selectFrom('pickup_points')
    .select(['id', 'delivery_method_slug', 'name', 'address', 'postal_code', 'city'])
    .where('country_code', '=', country)
    .orderBy('sort_order')
    .execute();
}

/** General settings by key, e.g. the repack cost. */
export async function findSettings(db: Db, keys: readonly string[]) {
  const rows = await db
    .selectFrom('general_settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * Whether a pay-later provider order already stands for this checkout (platform §4
 * READ_ONLY_ORDER): an order with that provider id whose payment is pending or paid.
 */
export async function hasLivePayLaterOrder(db: Db, providerOrderId: string) {
  const row = await withOrderTables(db)
    .selectFrom('orders')
    .select('id')
    .where('pay_later_provider', '=', 'klarna')
    .where('provider_order_id', '=', providerOrderId)
    .where('payment_state', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  return row !== undefined;
}
