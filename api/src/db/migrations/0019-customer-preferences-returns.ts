import { type Kysely, sql } from 'kysely';

// A frozen copy of the contract's list: a migration must not change when the code does.
const RETURN_STATUSES = [
  'new-return',
  'processing-return',
  'more_info-return',
  'fixing-return',
  'processed-return',
  'rejected-return',
];

/**
 * Issue 12 point 3: the customer's marketing consent (editable on the account page) and where a
 * return of an order stands (catalogue §4 return status labels; null while nothing is returned).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customers')
    // Nobody consented before they could choose: marketing needs an explicit yes.
    .addColumn('marketing_consent', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('return_status', 'text', (c) =>
      c.check(
        sql`return_status is null or return_status in (${sql.join(RETURN_STATUSES.map((s) => sql.lit(s)))})`,
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('return_status').execute();
  await db.schema.alterTable('customers').dropColumn('marketing_consent').execute();
}
