/**
 * The largest id an `integer` column holds (PostgreSQL's 32-bit int). Every id a request sends
 * is bounded by it, so a larger number is the client's 400, never the database's 500.
 */
export const MAX_ID = 2_147_483_647;
