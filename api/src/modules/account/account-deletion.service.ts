import { randomBytes } from 'node:crypto';
import { type Language, routeHref } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { withAvailabilityNotificationTables } from '../availability-notifications/availability-notifications.table.js';
import { withCustomerOrderTables } from '../customer-orders/customer-orders.table.js';
import { hashPassword } from '../customers/customers.passwords.js';
import type { CustomerRow } from '../customers/customers.repository.js';
import { withAccountTables } from './account.table.js';
import { consumeLinkToken, issueLinkToken } from './link-tokens.js';
import { queueEmail } from './outbox.js';

/** Mails the logged-in customer a link that deletes the account (proof of the mailbox too). */
export async function requestAccountDeletion(
  db: Kysely<Database>,
  customer: CustomerRow,
  language: Language,
): Promise<{ email: string }> {
  const token = await issueLinkToken(db, customer.id, 'account-deletion');
  await queueEmail(db, {
    to: customer.email,
    kind: 'account-deletion',
    language,
    link: routeHref('account-delete', language, { token }),
  });
  return { email: customer.email };
}

/**
 * Deletes the account of a deletion link. The row is anonymised rather than dropped: orders
 * and reviews of other modules may refer to it and bookkeeping must keep them. Everything
 * personal goes: address, names, postcode, wishlist, votes, saved cart, password, logins,
 * links, reminder opt-out, questions, marketing consent and the messages sent to the address.
 */
export async function deleteAccount(db: Kysely<Database>, token: string): Promise<void> {
  // Nobody can log in with a password nobody knows; hashed outside the transaction (slow).
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
  await db.transaction().execute(async (trx) => {
    const link = await consumeLinkToken(trx, token, 'account-deletion');
    if (!link) throw new NotFoundError('LINK_NOT_FOUND', 'Account deletion link not found.');
    const tables = withAccountTables(trx);
    const customerId = link.customer_id;
    const { email } = await tables
      .selectFrom('customers')
      .select('email')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    await tables
      .updateTable('customers')
      .set({
        email: `deleted-${customerId}@deleted.invalid`,
        username: null,
        password_hash: unusableHash,
        first_name: '',
        last_name: '',
        postcode: null,
        is_staff: false,
        is_admin: false,
        is_org_user: false,
        wishlist_model_ids: '[]',
        voted_reviews: '[]',
        cart_content: '{"products":[]}',
      })
      .where('id', '=', customerId)
      .execute();
    // Migration 0019's consent goes with the person too.
    await withCustomerOrderTables(trx)
      .updateTable('customers')
      .set({ marketing_consent: false })
      .where('id', '=', customerId)
      .execute();
    await tables.deleteFrom('access_tokens').where('customer_id', '=', customerId).execute();
    await tables.deleteFrom('customer_link_tokens').where('customer_id', '=', customerId).execute();
    await tables.deleteFrom('reminder_opt_outs').where('email', '=', email).execute();
    await tables.deleteFrom('customer_questions').where('email', '=', email).execute();
    // Back-in-stock requests are kept lower case (their own table, beside the account tables).
    await withAvailabilityNotificationTables(trx)
      .deleteFrom('availability_notifications')
      .where('email', '=', email.toLowerCase())
      .execute();
    await tables.deleteFrom('account_registrations').where('email', '=', email).execute();
    await tables.deleteFrom('outbox_messages').where('recipient', '=', email).execute();
  });
}
