import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { type Kysely, sql } from 'kysely';

/** The password earlier seeds gave every demo account, staff and admin included. */
const PUBLISHED_PASSWORD = 'Outdoor2026!';

/**
 * Issue 13: staff and admin accounts never keep a published password. Databases seeded before
 * had `henkilokunta@example.com` and `admin@example.com` with the README's password; such an
 * account gets a password nobody knows and loses its logins, and the console says how to set a
 * new one. Customers keep theirs (the embedded demo still publishes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const staff = await sql<{ id: number; email: string; password_hash: string }>`
    select id, email, password_hash from customers where is_staff or is_admin
  `.execute(db);
  for (const account of staff.rows) {
    if (!(await verify(account.password_hash, PUBLISHED_PASSWORD).catch(() => false))) continue;
    const unusable = await hash(randomBytes(32).toString('base64url'));
    await sql`update customers set password_hash = ${unusable} where id = ${account.id}`.execute(
      db,
    );
    await sql`
      update access_tokens set revoked_at = now() where customer_id = ${account.id} and revoked_at is null
    `.execute(db);
    process.stderr.write(
      `The staff account ${account.email} had the published demo password and was locked: ` +
        `set a new one with \`STAFF_PASSWORD=… node api/dist/cli.js staff set ${account.email}\`.\n`,
    );
  }
}

/** Nothing to undo: the published password is not given back. */
export async function down(): Promise<void> {}
