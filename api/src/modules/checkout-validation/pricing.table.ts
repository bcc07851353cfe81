import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Timestamp } from '../../db/schema.js';

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `discount_codes` (migration 0010): a percentage or an amount off the rows. */
export type DiscountCodesTable = {
  code: string;
  percent: number | null;
  amount: number | null;
  minimum_total: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  max_uses: number | null;
  used_count: Generated<number>;
};

/** `gift_cards` (migration 0010): a balance that pays (part of) an order. */
export type GiftCardsTable = {
  code: string;
  initial_value: number;
  balance: number;
  expires_at: Timestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/** `pickup_points` (migration 0010): where a pickup-point method's parcels can be collected. */
export type PickupPointsTable = {
  id: string;
  delivery_method_slug: string;
  country_code: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  sort_order: Generated<number>;
};

export type PricingTables = {
  discount_codes: DiscountCodesTable;
  gift_cards: GiftCardsTable;
  pickup_points: PickupPointsTable;
};

/** The discount code, gift card and pickup point tables on the query builder. */
export function withPricingTables(db: Kysely<Database>) {
  return db.withTables<PricingTables>();
}

export type PricingDb = ReturnType<typeof withPricingTables>;
