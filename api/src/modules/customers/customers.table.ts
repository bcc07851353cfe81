import type { CartContent } from '@shop/shared-contracts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, JsonDefault, Timestamp } from '../../db/schema.js';

/** A voted review as stored: `vote` true is a thumbs-up (platform §3 User voteReviews). */
export interface StoredVote {
  id: number;
  vote: boolean;
}

/**
 * The cart saved on the account (`PUT /api/customer/cart/`, `cartContentSchema`); rows keep
 * whatever fields the cart wrote.
 */
export type StoredCart = CartContent;

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `customers` (migration 0004): one account; `email` is stored lower case. */
export type CustomersTable = {
  id: Generated<number>;
  email: string;
  /** Staff login name, shown to staff only (platform §3 User). */
  username: string | null;
  /** argon2id PHC string. */
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  postcode: string | null;
  is_staff: Generated<boolean>;
  is_admin: Generated<boolean>;
  is_org_user: Generated<boolean>;
  wishlist_model_ids: JsonDefault<number[]>;
  voted_reviews: JsonDefault<StoredVote[]>;
  cart_content: JsonDefault<StoredCart>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/** `access_tokens` (migration 0004): a login; only the SHA-256 of the token is stored. */
export type AccessTokensTable = {
  id: Generated<number>;
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the token last authenticated a request, to within minutes (migration 0023). */
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type CustomerTables = {
  customers: CustomersTable;
  access_tokens: AccessTokensTable;
};

/** The account tables live beside the catalogue schema, so add them to the query builder's view. */
export function withCustomerTables(db: Kysely<Database>) {
  return db.withTables<CustomerTables>();
}
