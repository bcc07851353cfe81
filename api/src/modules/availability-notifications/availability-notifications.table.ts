import type { Language } from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// A type alias, not an interface: `withTables` wants tables that have an index signature.
/**
 * `availability_notifications` (migration 0016): an address waiting to hear that a variant is
 * back in stock; `email` is stored lower case, one row per address and variant.
 */
export type AvailabilityNotificationsTable = {
  id: Generated<number>;
  email: string;
  variant_id: number;
  /** The language the email is to be written in. */
  language: Language;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** When the email was sent; null until then. */
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type AvailabilityNotificationTables = {
  availability_notifications: AvailabilityNotificationsTable;
};

/** The back-in-stock table beside the catalogue schema on the query builder. */
export function withAvailabilityNotificationTables(db: Kysely<Database>) {
  return db.withTables<AvailabilityNotificationTables>();
}
