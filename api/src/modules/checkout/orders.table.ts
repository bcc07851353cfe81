import type {
  OrderStatus,
  PayLaterProvider,
  PaymentState,
  PriceSummary,
} from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Numeric } from '../../db/schema.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `orders` (migration 0005): money in euro cents incl. VAT; the currency is as charged. */
export type OrdersTable = {
  id: Generated<number>;
  order_number: string;
  /** The secret half of the payment-outcome slug `{order_number}/{outcome_token}`. */
  outcome_token: string;
  customer_id: number | null;
  /** Lower case. */
  email: string;
  /** A hash of the address the order was placed from (migration 0031); none before it. */
  placed_from: ColumnType<string | null, string | null | undefined, never>;
  language: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  payment_state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  currency_code: string;
  currency_rate: Numeric;
  tax_area_id: number;
  delivery_method_id: number;
  delivery_location: string | null;
  lines_total: number;
  delivery_total: number;
  total: number;
  first_name: string;
  last_name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  pay_later_provider: PayLaterProvider | null;
  provider_order_id: string | null;
  /** Delivery country, lower-case ISO2 (migration 0009); null on orders placed before it. */
  country_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0013: what the checkout added to the rows; all default to none. */
  discount_code: ColumnType<string | null, string | null | undefined, string | null>;
  discount_total: Generated<number>;
  repack_total: Generated<number>;
  /** The part gift cards paid; `total` minus this is what the payment provider charges. */
  gift_card_total: Generated<number>;
  gift_campaign_code: ColumnType<string | null, string | null | undefined, string | null>;
  special_request: Generated<string>;
  part_delivery: Generated<boolean>;
  seller_name: Generated<string>;
  seller_number: Generated<string>;
  /**
   * The priced summary the order was placed with, in `currency_code` (migration 0035): the
   * receipt. Null on older orders, whose summary is rebuilt from their rows.
   */
  summary: ColumnType<PriceSummary | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

/** `order_lines` (migration 0005): name and variant are snapshots taken at order time. */
export type OrderLinesTable = {
  id: Generated<number>;
  order_id: number;
  model_id: number | null;
  variant_id: number | null;
  name: string;
  variant_text: Generated<string>;
  amount: number;
  unit_price: number;
  sort_order: Generated<number>;
  /** The bundle id the line was sold in (migration 0013), else null. */
  bundle_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OrderTables = {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
};

/** The order tables live beside the catalogue schema, so add them to the query builder's view. */
export function withOrderTables(db: Kysely<Database>) {
  return db.withTables<OrderTables>();
}
