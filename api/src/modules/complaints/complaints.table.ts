import type { ComplaintSalesChannel, ComplaintStatus, Language } from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A `date` column: written as YYYY-MM-DD, read as a Date (node-postgres) or a string. */
type DateColumn = ColumnType<Date | string, string, string>;

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `complaints` (migration 0020): the fields of platform §3's complaint form; money in cents. */
export type ComplaintsTable = {
  id: Generated<number>;
  /** The number shown to the customer and quoted in the confirmation email. */
  number: string;
  customer_id: number | null;
  customer_name: string;
  email: string;
  phone: string;
  address: string;
  post_number: string;
  city: string;
  sales_channel: ComplaintSalesChannel;
  store_id: number | null;
  target_store_id: number | null;
  order_number: string;
  receipt: string;
  time_of_purchase: DateColumn;
  price_cents: number;
  used: boolean;
  manufacturer: string;
  model: string;
  color: string;
  size: string;
  no_size: boolean;
  complaint: string;
  row_id: number | null;
  order_date: ColumnType<Date | string | null, string | null, string | null>;
  unit_discount_cents: number;
  calculated_discount: boolean;
  language: Language;
  status: ColumnType<ComplaintStatus, ComplaintStatus | undefined, ComplaintStatus>;
  created_at: CreatedAt;
};

/** `complaint_photos` (migration 0020): an uploaded photo; unattached until its complaint. */
export type ComplaintPhotosTable = {
  id: Generated<number>;
  complaint_id: ColumnType<number | null, number | null | undefined, number | null>;
  token: string;
  content_type: string;
  byte_size: number;
  /** Relative to the api's data directory. */
  storage_path: string;
  uploader_customer_id: number | null;
  created_at: CreatedAt;
};

export type ComplaintTables = {
  complaints: ComplaintsTable;
  complaint_photos: ComplaintPhotosTable;
};

/** The complaint tables beside the catalogue schema on the query builder. */
export function withComplaintTables(db: Kysely<Database>) {
  return db.withTables<ComplaintTables>();
}
