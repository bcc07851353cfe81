import * as z from '@shop/shared-contracts/zod';

/**
 * The largest id an `integer` column holds (PostgreSQL's 32-bit int). Every id a request sends
 * is bounded by it, so a larger number is the client's 400, never the database's 500.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body: a whole number from 1 to `MAX_ID`, each refusal naming the field. */
export function idSchema(notAnId = 'must be an id') {
  return z.number().int('must be a whole number').positive(notAnId).max(MAX_ID, 'is too large');
}
