import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type CustomersTable, type StoredCart, withCustomerTables } from './customers.table.js';

type Db = Kysely<Database>;

/** A customer row as selected. */
export type CustomerRow = Selectable<CustomersTable>;

/** The account with that (lower-case) email, or undefined. */
export function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  return withCustomerTables(db)
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * The account a live token belongs to (not revoked, not expired, used since `usedSince`) and
 * when the token was last used, or undefined.
 */
export async function findCustomerByTokenHash(
  db: Db,
  tokenHash: string,
  usedSince: Date,
): Promise<{ customer: CustomerRow; lastUsedAt: Date } | undefined> {
  const row = await withCustomerTables(db)
    .selectFrom('access_tokens')
    .innerJoin('customers', 'customers.id', 'access_tokens.customer_id')
    .selectAll('customers')
    .select('access_tokens.last_used_at as token_last_used_at')
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', new Date())
    .where('access_tokens.last_used_at', '>', usedSince)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_last_used_at: lastUsedAt, ...customer } = row;
  return { customer, lastUsedAt: new Date(lastUsedAt) };
}

/** Records that the token authenticated a request now. */
export async function touchAccessToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await withCustomerTables(db)
    .updateTable('access_tokens')
    .set({ last_used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_used_at', '<', now)
    .execute();
}

export async function insertAccessToken(
  db: Db,
  token: { tokenHash: string; customerId: number; expiresAt: Date },
): Promise<void> {
  await withCustomerTables(db)
    .insertInto('access_tokens')
    .values({
      token_hash: token.tokenHash,
      customer_id: token.customerId,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Ends every login of a customer (a new password: whoever knew the old one is shut out). */
export async function revokeCustomerLogins(db: Db, customerId: number): Promise<void> {
  await withCustomerTables(db)
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAccessToken(db: Db, tokenHash: string): Promise<void> {
  await withCustomerTables(db)
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Drops the customer's expired and revoked tokens, so the table does not grow per login. */
export async function deleteStaleAccessTokens(db: Db, customerId: number): Promise<void> {
  await withCustomerTables(db)
    .deleteFrom('access_tokens')
    .where('customer_id', '=', customerId)
    .where((eb) => eb.or([eb('revoked_at', 'is not', null), eb('expires_at', '<=', new Date())]))
    .execute();
}

/** Replaces the cart saved on the account, in one statement (the last save wins). */
export async function saveCartContent(db: Db, customerId: number, cart: StoredCart): Promise<void> {
  await withCustomerTables(db)
    .updateTable('customers')
    .set({ cart_content: JSON.stringify(cart) })
    .where('id', '=', customerId)
    .execute();
}
