import type { Language, PaymentMethodSlug } from '@shop/shared-contracts';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlacementTables } from '../orders/orders.table.js';

/** open: the shopper is on the provider's page; the others: what the provider reported. */
export type PaymentSessionState = 'open' | 'approved' | 'cancelled' | 'failed';

/** What a provider reports for a session: every state but `open`. */
export type PaymentResult = Exclude<PaymentSessionState, 'open'>;

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `payment_sessions` (migration 0011): one attempt to pay an order. */
export type PaymentSessionsTable = {
  /** 64 hex characters, random: the provider page's URL carries it. */
  id: string;
  order_id: number;
  method: PaymentMethodSlug;
  /**
   * What the provider charges: the order summary's `charged` (its total less gift cards) in
   * hundredths of `currency_code`, whole-number currencies in multiples of 100 (decision 0023).
   * Sessions started before migration 0035 hold euro cents, with `currency_code` EUR.
   */
  amount: number;
  /** ISO 4217, upper case, as the order's summary names it (migration 0035). */
  currency_code: ColumnType<string, string | undefined, never>;
  language: Language;
  state: ColumnType<PaymentSessionState, PaymentSessionState | undefined, PaymentSessionState>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the provider's page was last shown (migration 0033); null while nobody opened it. */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type PaymentTables = PlacementTables & { payment_sessions: PaymentSessionsTable };

/** The payment sessions with the order, reservation and history tables on the query builder. */
export function withPaymentTables(db: Kysely<Database>) {
  return db.withTables<PaymentTables>();
}

export type PaymentDb = ReturnType<typeof withPaymentTables>;
