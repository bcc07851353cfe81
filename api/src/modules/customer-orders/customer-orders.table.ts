import type { ReturnStatus } from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderTables } from '../checkout/orders.table.js';
import type { CustomerTables } from '../customers/customers.table.js';

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** The columns migration 0019 added; they merge with the tables' own types. */
export type PreferenceAndReturnTables = {
  customers: { marketing_consent: Generated<boolean> };
  orders: {
    return_status: ColumnType<
      ReturnStatus | null,
      ReturnStatus | null | undefined,
      ReturnStatus | null
    >;
  };
};

/** The customer and order tables with the columns of migration 0019. */
export function withCustomerOrderTables(db: Kysely<Database>) {
  return db.withTables<OrderTables & CustomerTables>().withTables<PreferenceAndReturnTables>();
}
