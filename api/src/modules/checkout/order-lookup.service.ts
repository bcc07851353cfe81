import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type Language,
  ORDER_LOOKUP_CODE_LENGTH,
  ORDER_NOT_FOUND_MESSAGE,
  type OrderResponse,
} from '@shop/shared-contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ForbiddenError, NotFoundError } from '../../lib/http-errors.js';
import { countAttempt, readAttempts } from '../attempts/attempts.repository.js';
import { attemptKey } from '../attempts/attempts.service.js';
import { withOrderLookupTables } from './order-lookup.table.js';
import { lookupCodeEmail } from './order-lookup-emails.js';
import { findOrderByNumberAndEmail, type OrderRow, toOrderResponse } from './orders.repository.js';

type Db = Kysely<Database>;

/** How long a mailed lookup code works. */
export const LOOKUP_CODE_TTL_MINUTES = 15;

/** Wrong codes one mailed code survives; the next wrong one spends it (10⁶ codes, 5 tries). */
export const LOOKUP_CODE_TRIES = 5;

/** Lookup codes mailed to one address an hour, so nobody floods a stranger's mailbox. */
export const LOOKUP_CODES_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

const notFound = () => new NotFoundError('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function isSame(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The key of an email's misses from every address together. */
const emailMissesKey = (email: string) => attemptKey('order-lookup-email', email);

export interface LookupQuery {
  readonly email: string;
  readonly order_number: string;
  readonly lang: Language;
  readonly token?: string | undefined;
  readonly code?: string | undefined;
}

/**
 * Spends the order's lookup code when `code` is it and it has not expired: true. A wrong code
 * uses one try; the last try deletes the code. One statement each, so two concurrent uses of
 * one code cannot both succeed.
 */
async function useLookupCode(db: Db, orderId: number, code: string): Promise<boolean> {
  const tables = withOrderLookupTables(db);
  const used = await tables
    .deleteFrom('order_lookup_codes')
    .where('order_id', '=', orderId)
    .where('code_hash', '=', hashCode(code))
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('order_id')
    .executeTakeFirst();
  if (used) return true;
  const left = await tables
    .updateTable('order_lookup_codes')
    .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
    .where('order_id', '=', orderId)
    .where('tries_left', '>', 0)
    .returning('tries_left')
    .executeTakeFirst();
  if (left?.tries_left === 0) {
    await tables.deleteFrom('order_lookup_codes').where('order_id', '=', orderId).execute();
  }
  return false;
}

/** Whether the query proves the shopper may see `row`: its token or its mailed code. */
async function isProven(db: Db, row: OrderRow, query: LookupQuery): Promise<boolean> {
  if (query.token !== undefined) return isSame(row.outcome_token, query.token);
  if (query.code !== undefined) return useLookupCode(db, row.id, query.code);
  return true;
}

/**
 * View-order (platform §2 view-order): the order whose number and email both match, shown with
 * the order link's token, a mailed one-time code, or, until the email has missed
 * `freeMisses` times from all addresses together in the window, with neither. Past that the
 * answer is a 403 `ORDER_LOOKUP_CODE_REQUIRED` whether the order exists or not, so many
 * addresses cannot walk one email's order numbers, and the owner can still get in with a code
 * (nobody is locked out). Every miss counts for the email; anything else is a 404.
 */
export async function lookUpOrder(
  db: Db,
  query: LookupQuery,
  limit: { freeMisses: number; windowMs: number },
): Promise<OrderResponse> {
  const missesKey = emailMissesKey(query.email);
  if (query.token === undefined && query.code === undefined) {
    const misses = await readAttempts(db, missesKey);
    if (misses.number >= limit.freeMisses) {
      throw new ForbiddenError(
        'ORDER_LOOKUP_CODE_REQUIRED',
        'This email missed too often: open the link of the order confirmation or ask for a code by email.',
      );
    }
  }
  const row = await findOrderByNumberAndEmail(db, query.order_number, query.email);
  if (!row || !(await isProven(db, row, query))) {
    await countAttempt(db, missesKey, { max: limit.freeMisses, windowMs: limit.windowMs });
    throw notFound();
  }
  return toOrderResponse(db, row, query.lang);
}

/**
 * Mails a fresh one-time code to the order's address when email and number match an order,
 * replacing an earlier code, in one transaction with its outbox message; at most
 * `LOOKUP_CODES_PER_HOUR` codes go to one address an hour (the rest are dropped silently).
 * Returns whether a code was sent; the route answers alike either way.
 */
export async function sendLookupCode(
  db: Db,
  request: { email: string; order_number: string; lang: Language },
): Promise<boolean> {
  const row = await findOrderByNumberAndEmail(db, request.order_number, request.email);
  if (!row) return false;
  const sent = await countAttempt(db, attemptKey('order-lookup-code', row.email), {
    max: LOOKUP_CODES_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (sent.number > LOOKUP_CODES_PER_HOUR) return false;
  const code = String(randomInt(0, 10 ** ORDER_LOOKUP_CODE_LENGTH)).padStart(
    ORDER_LOOKUP_CODE_LENGTH,
    '0',
  );
  const values = {
    order_id: row.id,
    code_hash: hashCode(code),
    tries_left: LOOKUP_CODE_TRIES,
    expires_at: new Date(Date.now() + LOOKUP_CODE_TTL_MINUTES * 60_000),
  };
  const email = lookupCodeEmail(request.lang, {
    number: row.order_number,
    code,
    minutes: LOOKUP_CODE_TTL_MINUTES,
  });
  await withOrderLookupTables(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('order_lookup_codes')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('order_id').doUpdateSet({
            code_hash: values.code_hash,
            tries_left: values.tries_left,
            expires_at: values.expires_at,
          }),
        )
        .execute();
      await trx
        .insertInto('outbox_messages')
        .values({ recipient: row.email, kind: 'order-lookup-code', link: null, ...email })
        .execute();
    });
  return true;
}
