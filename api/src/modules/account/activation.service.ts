import { type ActivateAccountResponse, type Language, routeHref } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import type { PreferenceAndReturnTables } from '../customer-orders/customer-orders.table.js';
import { sha256Hex } from '../customers/customers.service.js';
import { withAccountTables } from './account.table.js';
import { LinkExpiredError, newLinkSecret } from './link-tokens.js';
import { queueEmail } from './outbox.js';

/** An activation link works for a week. */
export const ACTIVATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface Registration {
  readonly email: string;
  /** argon2id hash of the chosen password. */
  readonly passwordHash: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly postcode?: string | null;
  readonly marketingConsent?: boolean;
  /** When the club terms were accepted (the sign-up form requires it). */
  readonly termsAcceptedAt?: Date;
  readonly language: Language;
  /** The raw link secret; a fresh random one unless given (the seed documents its own). */
  readonly token?: string;
  readonly expiresAt?: Date;
}

/**
 * Records a sign-up and emails its activation link. The account itself is made on activation,
 * so the address cannot log in before that. Returns the raw token of the link.
 */
export async function registerAccount(db: Kysely<Database>, registration: Registration) {
  const secret = registration.token
    ? { token: registration.token, tokenHash: sha256Hex(registration.token) }
    : newLinkSecret();
  await withAccountTables(db)
    .insertInto('account_registrations')
    .values({
      email: registration.email.toLowerCase(),
      password_hash: registration.passwordHash,
      first_name: registration.firstName ?? '',
      last_name: registration.lastName ?? '',
      postcode: registration.postcode ?? null,
      marketing_consent: registration.marketingConsent ?? false,
      terms_accepted_at: registration.termsAcceptedAt ?? null,
      token_hash: secret.tokenHash,
      expires_at: registration.expiresAt ?? new Date(Date.now() + ACTIVATION_LIFETIME_MS),
    })
    .execute();
  await queueEmail(db, {
    to: registration.email.toLowerCase(),
    kind: 'account-activation',
    language: registration.language,
    link: routeHref('account-activate', registration.language, { hash: secret.token }),
  });
  return secret.token;
}

/**
 * Activates the sign-up of a link: the account is created with the chosen password. A used
 * link, or an address that has an account by now, answers 'already-activated'.
 */
export async function activateAccount(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ActivateAccountResponse> {
  return db.transaction().execute(async (trx) => {
    const tables = withAccountTables(trx);
    const registration = await tables
      .selectFrom('account_registrations')
      .selectAll()
      .where('token_hash', '=', sha256Hex(token))
      .forUpdate()
      .executeTakeFirst();
    if (!registration) throw new NotFoundError('LINK_NOT_FOUND', 'Activation link not found.');
    const { email } = registration;
    if (registration.activated_at) return { status: 'already-activated', email };
    if (registration.expires_at <= now) throw new LinkExpiredError();
    await tables
      .updateTable('account_registrations')
      .set({ activated_at: now })
      .where('id', '=', registration.id)
      .execute();
    // The consent given when joining is the customer's preference from the start.
    const created = await tables
      .withTables<PreferenceAndReturnTables>()
      .insertInto('customers')
      .values({
        email,
        password_hash: registration.password_hash,
        first_name: registration.first_name,
        last_name: registration.last_name,
        postcode: registration.postcode,
        marketing_consent: registration.marketing_consent,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return { status: created ? 'activated' : 'already-activated', email };
  });
}
