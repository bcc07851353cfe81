import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountTables } from '../account/account.table.js';
import type { OrderTables } from './orders.table.js';

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `order_lookup_codes` (migration 0034): the one-time lookup code of an order, hashed. */
export type OrderLookupCodesTable = {
  order_id: number;
  code_hash: string;
  tries_left: number;
  expires_at: Date | string;
};

export type OrderLookupTables = OrderTables &
  Pick<AccountTables, 'outbox_messages'> & { order_lookup_codes: OrderLookupCodesTable };

/** The orders, lookup codes and outbox on the query builder. */
export function withOrderLookupTables(db: Kysely<Database>) {
  return db.withTables<OrderLookupTables>();
}
