import { type Kysely, sql } from 'kysely';

/**
 * Complaints (platform §3 "Complaint form"): one row per filed complaint with every field of
 * the form, and its photos. A photo is uploaded alone before the complaint (`complaint_id`
 * null until the complaint that names its token attaches it); the bytes live on disk under the
 * api's data directory, never under the web root, at `storage_path`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('post_number', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('sales_channel', 'text', (c) =>
      c.notNull().check(sql`sales_channel in ('S', 'store')`),
    )
    .addColumn('store_id', 'integer')
    .addColumn('target_store_id', 'integer')
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text', (c) => c.notNull())
    .addColumn('time_of_purchase', 'date', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('used', 'boolean', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('no_size', 'boolean', (c) => c.notNull())
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.references('order_lines.id').onDelete('set null'))
    .addColumn('order_date', 'date')
    .addColumn('unit_discount_cents', 'integer', (c) =>
      c.notNull().check(sql`unit_discount_cents >= 0`),
    )
    .addColumn('calculated_discount', 'boolean', (c) => c.notNull())
    .addColumn('language', 'text', (c) =>
      c.notNull().check(sql`language in ('fi', 'sv', 'en', 'de', 'fr', 'ru')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('received')
        .check(sql`status in ('received', 'in_progress', 'resolved', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // "My complaints" reads by customer.
  await db.schema
    .createIndex('complaints_customer_id')
    .on('complaints')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('complaint_photos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('complaint_id', 'integer', (c) => c.references('complaints.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) =>
      c.notNull().check(sql`content_type in ('image/jpeg', 'image/png', 'image/webp')`),
    )
    .addColumn('byte_size', 'integer', (c) => c.notNull().check(sql`byte_size > 0`))
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('uploader_customer_id', 'integer', (c) =>
      c.references('customers.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('complaint_photos_complaint_id')
    .on('complaint_photos')
    .column('complaint_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('complaint_photos').ifExists().execute();
  await db.schema.dropTable('complaints').ifExists().execute();
}
