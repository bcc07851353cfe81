import { createHash, randomBytes } from 'node:crypto';
import type { CustomerResponse, LoginRequest, LoginResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import { verifyPassword } from './customers.passwords.js';
import {
  type CustomerRow,
  deleteStaleAccessTokens,
  findCustomerByEmail,
  insertAccessToken,
} from './customers.repository.js';

/** A login lasts 14 days (unless unused for `SESSION_IDLE_MINUTES`), its cookies as long (§9). */
export const TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

const WRONG_PASSWORD = 'Wrong password.';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Checks the email and password and issues a bearer token. An unknown email gets the same
 * 'Wrong password.' on `password` as a wrong password, so the form does not tell who has an
 * account.
 */
export async function logIn(db: Kysely<Database>, request: LoginRequest): Promise<LoginResponse> {
  const customer = await findCustomerByEmail(db, request.username);
  if (!(await verifyPassword(customer?.password_hash, request.password)) || !customer) {
    throw new FieldValidationError([{ field: 'password', message: WRONG_PASSWORD }], {
      code: 'WRONG_PASSWORD',
      message: WRONG_PASSWORD,
    });
  }
  const token = randomBytes(32).toString('base64url');
  await deleteStaleAccessTokens(db, customer.id);
  await insertAccessToken(db, {
    tokenHash: sha256Hex(token),
    customerId: customer.id,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS };
}

/** Platform §3 Customer response of an account row. */
export function toCustomerResponse(row: CustomerRow): CustomerResponse {
  return {
    id: row.id,
    is_staff: row.is_staff,
    is_admin: row.is_admin,
    username: row.is_staff ? row.username : null,
    postcode: row.postcode,
    customer: {
      wishlist_model_ids: row.wishlist_model_ids,
      voted_reviews: row.voted_reviews,
      is_org_user: row.is_org_user,
      hashed_email: sha256Hex(row.email.toLowerCase()),
      email: row.email,
      cart_content: row.cart_content,
    },
  };
}
