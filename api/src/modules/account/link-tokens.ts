import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { GoneError } from '../../lib/http-errors.js';
import { sha256Hex } from '../customers/customers.service.js';
import {
  type CustomerLinkTokensTable,
  type LinkPurpose,
  withAccountTables,
} from './account.table.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long an emailed link works: a reset is urgent and risky, a deletion may wait a day. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'password-reset': HOUR_MS,
  'account-deletion': 24 * HOUR_MS,
};

/** The expired or used link of platform §8 'request expired'. */
export class LinkExpiredError extends GoneError {
  constructor(message = 'Request expired.') {
    super('REQUEST_EXPIRED', message);
  }
}

/** A fresh link secret: 32 random bytes as base64url (43 characters) and its stored hash. */
export function newLinkSecret(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

/**
 * Issues a link for a customer and retires the customer's earlier unused links of the same
 * purpose, so only the newest email works. Returns the raw token (it is stored hashed only).
 */
export async function issueLinkToken(
  db: Kysely<Database>,
  customerId: number,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string> {
  const { token, tokenHash } = newLinkSecret();
  await db.transaction().execute(async (trx) => {
    const tables = withAccountTables(trx);
    await tables
      .updateTable('customer_link_tokens')
      .set({ used_at: now })
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await tables
      .insertInto('customer_link_tokens')
      .values({
        customer_id: customerId,
        purpose,
        token_hash: tokenHash,
        expires_at: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
      })
      .execute();
  });
  return token;
}

/** How many links of a purpose the customer was sent since `since` (a flood guard). */
export async function countLinksSince(
  db: Kysely<Database>,
  customerId: number,
  purpose: LinkPurpose,
  since: Date,
): Promise<number> {
  const row = await withAccountTables(db)
    .selectFrom('customer_link_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Takes a link for use: answers its row and marks it used in the same statement, so a link
 * works once even when opened twice at the same time. Unknown → null; expired or used → 410.
 */
export async function consumeLinkToken(
  db: Kysely<Database>,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<Selectable<CustomerLinkTokensTable> | null> {
  const tables = withAccountTables(db);
  const tokenHash = sha256Hex(token);
  const taken = await tables
    .updateTable('customer_link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (taken) return taken;
  const known = await tables
    .selectFrom('customer_link_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (known) throw new LinkExpiredError();
  return null;
}
