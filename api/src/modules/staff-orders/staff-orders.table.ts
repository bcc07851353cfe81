import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderTables } from '../checkout/orders.table.js';
import type { CustomerTables } from '../customers/customers.table.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** The contract's transfer request statuses (`TRANSFER_REQUEST_STATUSES`). */
export type TransferRequestStatus = 'open' | 'done' | 'cancelled';

/** `from`: a source warehouse the goods are picked in; `to`: a destination store. */
export type TransferDirection = 'from' | 'to';

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `transfer_requests` (migration 0012): one staff request, unique per staff member and key. */
export type TransferRequestsTable = {
  id: Generated<number>;
  number: string;
  status: ColumnType<
    TransferRequestStatus,
    TransferRequestStatus | undefined,
    TransferRequestStatus
  >;
  is_reserve_quantity: boolean;
  is_high_priority: boolean;
  created_by: number;
  idempotency_key: string;
  request_hash: string;
  created_at: CreatedAt;
};

/** `transfer_request_stores` (migration 0012): the request's sources and destinations. */
export type TransferRequestStoresTable = {
  transfer_request_id: number;
  direction: TransferDirection;
  store_id: number;
  position: number;
};

/** `transfer_request_lines` (migration 0012): a variant and how many move. */
export type TransferRequestLinesTable = {
  id: Generated<number>;
  transfer_request_id: number;
  variant_id: number;
  amount: number;
  sort_order: number;
};

/** `transfer_request_line_amounts` (migration 0012): a line's amount per store and direction. */
export type TransferRequestLineAmountsTable = {
  line_id: number;
  direction: TransferDirection;
  store_id: number;
  amount: number;
};

/** `enterprise_orders` (migration 0012): an invoiced order staff placed for an organisation. */
export type EnterpriseOrdersTable = {
  order_id: number;
  organisation_customer_id: number;
  staff_customer_id: number;
  reference: string;
  billing_accepted_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
};

export type StaffOrderTables = OrderTables &
  CustomerTables & {
    transfer_requests: TransferRequestsTable;
    transfer_request_stores: TransferRequestStoresTable;
    transfer_request_lines: TransferRequestLinesTable;
    transfer_request_line_amounts: TransferRequestLineAmountsTable;
    enterprise_orders: EnterpriseOrdersTable;
  };

/**
 * The staff order tables, with the order and customer tables they refer to. Given a
 * transaction, the view writes in it: a transaction's `withPlacementTables` view and this one
 * share its connection, so both repositories write in one transaction.
 */
export function withStaffOrderTables(db: Kysely<Database>) {
  return db.withTables<StaffOrderTables>();
}

export type StaffOrderDb = ReturnType<typeof withStaffOrderTables>;
