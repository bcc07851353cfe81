import {
  type RegistrationResponse,
  type registrationRequestSchema,
  routeHref,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { assertUncommonPassword } from '../customers/common-passwords.js';
import { hashPassword } from '../customers/customers.passwords.js';
import { withAccountTables } from './account.table.js';
import { registerAccount } from './activation.service.js';
import { queueEmail } from './outbox.js';

/** The request after the contract's parsing: trimmed, lower-cased, defaults filled in. */
export type ParsedRegistration = z.output<typeof registrationRequestSchema>;

/** At most this many sign-up emails to one address an hour, so the form cannot flood a mailbox. */
export const SIGN_UP_EMAILS_PER_HOUR = 3;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 12, joining the club. A new address gets a pending sign-up and its activation email
 * (the account is made when the link is opened); an address with an account gets an email
 * saying so instead. The answer is the same either way, so the form tells nobody who has an
 * account. A repeated sign-up retires the address's earlier pending ones: only the newest link
 * (with the newest password) works. Everything is one transaction.
 */
export async function joinClub(
  db: Kysely<Database>,
  request: ParsedRegistration,
  now = new Date(),
): Promise<RegistrationResponse> {
  const { email, lang } = request;
  await assertUncommonPassword(request.password);
  // Hashed for every request, so an existing account does not answer faster.
  const passwordHash = await hashPassword(request.password);
  await db.transaction().execute(async (trx) => {
    const tables = withAccountTables(trx);
    const recent = await tables
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('recipient', '=', email)
      .where('kind', 'in', ['account-activation', 'account-exists'])
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .executeTakeFirst();
    if (Number(recent?.count ?? 0) >= SIGN_UP_EMAILS_PER_HOUR) return;
    const account = await tables
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (account) {
      await queueEmail(trx, {
        to: email,
        kind: 'account-exists',
        language: lang,
        link: routeHref('login', lang),
      });
      return;
    }
    await tables
      .updateTable('account_registrations')
      .set({ expires_at: now })
      .where('email', '=', email)
      .where('activated_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    await registerAccount(trx, {
      email,
      passwordHash,
      firstName: request.firstName,
      lastName: request.lastName,
      postcode: request.postcode,
      marketingConsent: request.marketingConsent,
      termsAcceptedAt: now,
      language: lang,
    });
  });
  return { email };
}
