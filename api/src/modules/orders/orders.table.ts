import type { PaymentState } from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Timestamp } from '../../db/schema.js';
import type { AccountTables } from '../account/account.table.js';
import type { OrderTables } from '../checkout/orders.table.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type SettledAt = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** held: taken off stock; released: put back; kept: paid, the goods leave with the order. */
export type ReservationState = 'held' | 'released' | 'kept';

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `stock_reservations` (migration 0009): stock an order took off `stock.quantity`. */
export type StockReservationsTable = {
  id: Generated<number>;
  order_id: number;
  variant_id: number;
  store_id: number;
  amount: number;
  state: ColumnType<ReservationState, ReservationState | undefined, ReservationState>;
  expires_at: Timestamp;
  created_at: CreatedAt;
  settled_at: SettledAt;
};

/** `order_idempotency_keys` (migration 0009): a key per caller scope, and the order it made. */
export type OrderIdempotencyKeysTable = {
  scope: string;
  key: string;
  /** SHA-256 of the validated request, so a reused key with another request is refused. */
  request_hash: string;
  order_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** What happened to an order, for staff and support. */
export type OrderEvent =
  | 'placed'
  | 'payment-approved'
  // An approval that came after the order had been settled otherwise (e.g. its hold expired).
  | 'payment-refused'
  | 'payment-failed'
  | 'payment-cancelled'
  // The shopper left the payment before paying: the hold ended early (see the payments module).
  | 'payment-abandoned'
  | 'reservation-expired';

/** `order_history` (migration 0009): one row per event, with the payment state after it. */
export type OrderHistoryTable = {
  id: Generated<number>;
  order_id: number;
  event: OrderEvent;
  payment_state: PaymentState;
  note: Generated<string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type PlacementTables = OrderTables &
  Pick<AccountTables, 'outbox_messages'> & {
    stock_reservations: StockReservationsTable;
    order_idempotency_keys: OrderIdempotencyKeysTable;
    order_history: OrderHistoryTable;
  };

/** The order, reservation, idempotency and outbox tables on the query builder. */
export function withPlacementTables(db: Kysely<Database>) {
  return db.withTables<PlacementTables>();
}

export type PlacementDb = ReturnType<typeof withPlacementTables>;
