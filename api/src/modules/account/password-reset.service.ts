import { type Language, type PasswordResetConfirmRequest, routeHref } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { assertUncommonPassword } from '../customers/common-passwords.js';
import { hashPassword } from '../customers/customers.passwords.js';
import { findCustomerByEmail, revokeCustomerLogins } from '../customers/customers.repository.js';
import { withAccountTables } from './account.table.js';
import { consumeLinkToken, countLinksSince, issueLinkToken } from './link-tokens.js';
import { queueEmail } from './outbox.js';

/** At most this many reset emails per account an hour, so the form cannot flood a mailbox. */
export const RESET_EMAILS_PER_HOUR = 3;

/**
 * Platform §7 reset email: mails a reset link when the address has an account. The caller
 * answers the same either way, so the form does not tell who has an account.
 */
export async function sendPasswordResetEmail(
  db: Kysely<Database>,
  request: { email: string; lang: Language },
  now = new Date(),
): Promise<void> {
  const customer = await findCustomerByEmail(db, request.email);
  if (!customer) return;
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await countLinksSince(db, customer.id, 'password-reset', hourAgo);
  if (recent >= RESET_EMAILS_PER_HOUR) return;
  const token = await issueLinkToken(db, customer.id, 'password-reset', now);
  await queueEmail(db, {
    to: customer.email,
    kind: 'password-reset',
    language: request.lang,
    link: routeHref('password-reset-confirm', request.lang, { hash: token }),
  });
}

/**
 * Sets the new password of a reset link, once. Every login of the account is revoked: whoever
 * knew the old password must not stay logged in.
 */
export async function resetPassword(
  db: Kysely<Database>,
  request: PasswordResetConfirmRequest,
): Promise<{ email: string }> {
  await assertUncommonPassword(request.password);
  const passwordHash = await hashPassword(request.password);
  return db.transaction().execute(async (trx) => {
    const link = await consumeLinkToken(trx, request.token, 'password-reset');
    if (!link) throw new NotFoundError('LINK_NOT_FOUND', 'Password reset link not found.');
    const tables = withAccountTables(trx);
    const customer = await tables
      .updateTable('customers')
      .set({ password_hash: passwordHash })
      .where('id', '=', link.customer_id)
      .returning('email')
      .executeTakeFirstOrThrow();
    await revokeCustomerLogins(trx, link.customer_id);
    return { email: customer.email };
  });
}
