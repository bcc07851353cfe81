import { loginResponseSchema, type PlaceOrderRequest } from '@shop/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/customers.js';
import { WEB_STORE_ID } from '../../src/lib/web-store.js';

export const FINLAND_TAX_AREA = 1;

/** A seeded variant that can be sold in Finland, with its Finnish prices. */
export interface SaleCandidate {
  readonly id: number;
  readonly active: number;
  readonly regular: number;
  readonly club: number | null;
}

/**
 * Public, non-gift-card, non-outlet variants with a Finnish price and a web stock row, in id
 * order: tests take one each so that they never share stock.
 */
export function findSaleCandidates(app: FastifyInstance): Promise<SaleCandidate[]> {
  return app.db
    .selectFrom('variants as v')
    .innerJoin('product_models as m', 'm.id', 'v.model_id')
    .innerJoin('prices as p', 'p.variant_id', 'v.id')
    .innerJoin('stock as s', 's.variant_id', 'v.id')
    .select(['v.id', 'p.active', 'p.regular', 'p.club'])
    .where('m.is_public', '=', true)
    .where('m.is_gift_card', '=', false)
    .where('m.belongs_to_outlet', '=', false)
    .where('p.tax_area_id', '=', FINLAND_TAX_AREA)
    .where('s.store_id', '=', WEB_STORE_ID)
    .orderBy('v.id')
    .execute();
}

/**
 * Makes variants sellable with exactly `quantity` each in the web store: stock unblocked, not
 * on order, shipped in 2 days and delivered to every country.
 */
export async function stockForSale(
  app: FastifyInstance,
  variantIds: readonly number[],
  quantity: number,
): Promise<void> {
  const ids = [...variantIds];
  await app.db
    .updateTable('stock')
    .set({ quantity, blocked: false })
    .where('variant_id', 'in', ids)
    .where('store_id', '=', WEB_STORE_ID)
    .execute();
  await app.db
    .updateTable('variants')
    .set({ on_order: false, shipping_days: 2 })
    .where('id', 'in', ids)
    .execute();
  await app.db
    .updateTable('product_models')
    .set({ blocked_countries: '[]' })
    .where('id', 'in', app.db.selectFrom('variants').select('model_id').where('id', 'in', ids))
    .execute();
}

/** The web store quantity of a variant. */
export async function webStock(app: FastifyInstance, variantId: number): Promise<number> {
  const row = await app.db
    .selectFrom('stock')
    .select('quantity')
    .where('variant_id', '=', variantId)
    .where('store_id', '=', WEB_STORE_ID)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

/** Logs a demo account in and answers its bearer token. */
export async function demoLoginToken(app: FastifyInstance, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer/login/',
    payload: { username, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${username}: ${response.body}`);
  return loginResponseSchema.parse(response.json()).access_token;
}

/** A Finnish home delivery checkout form for `email`. */
export function homeDeliveryForm(email: string): PlaceOrderRequest['form'] {
  return {
    delivery_method: 'home-delivery',
    first_name: 'Aino',
    last_name: 'Ostaja',
    address: 'Mannerheimintie 1',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '+358 40 123 4567',
    email,
  };
}

/**
 * The seed's first bundle offer and one variant of each of its models (main model first), with
 * Finnish active prices. `pick` chooses the variant of each model: the first or the last by
 * id, so two test files using the same offer do not share variants.
 */
export async function firstBundleOffer(app: FastifyInstance, pick: 'first' | 'last' = 'first') {
  const offer = await app.db
    .selectFrom('bundle_offers')
    .select(['id', 'main_model_id', 'discount_percent'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const secondary = await app.db
    .selectFrom('bundle_offer_models')
    .select('model_id')
    .where('bundle_id', '=', offer.id)
    .orderBy('sort_order')
    .execute();
  const variantOf = (modelId: number) =>
    app.db
      .selectFrom('variants as v')
      .innerJoin('prices as p', 'p.variant_id', 'v.id')
      .select(['v.id', 'p.active'])
      .where('v.model_id', '=', modelId)
      .where('p.tax_area_id', '=', FINLAND_TAX_AREA)
      .orderBy('v.id', pick === 'first' ? 'asc' : 'desc')
      .executeTakeFirstOrThrow();
  const members = [
    await variantOf(offer.main_model_id),
    ...(await Promise.all(secondary.map((member) => variantOf(member.model_id)))),
  ];
  return { offer, members };
}
