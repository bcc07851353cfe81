import {
  type FormSubmissionResponse,
  type Language,
  type NewsletterConfirmResponse,
  type NewsletterList,
  routeHref,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../lib/http-errors.js';
import { withAccountTables } from '../account/account.table.js';
import { LinkExpiredError, newLinkSecret } from '../account/link-tokens.js';
import { queueEmail } from '../account/outbox.js';
import { sha256Hex } from '../customers/customers.service.js';
import { withContentTables } from './content.table.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_LINK_LIFETIME_MS = 7 * 24 * HOUR_MS;

/** At most this many confirmation emails to one address an hour, so the form cannot flood a mailbox. */
export const NEWSLETTER_EMAILS_PER_HOUR = 3;

/**
 * Issue 13, double opt-in: a sign-up stores the address unconfirmed and mails a confirmation
 * link; only the newest link of an address works. A confirmed address is left as it is and
 * gets no email. The answer is the same for every address, so the form tells nobody who is on
 * the list. One transaction, so a row never waits for an email that was not queued.
 */
export async function subscribeNewsletter(
  db: Kysely<Database>,
  subscription: { list: NewsletterList; email: string; lang: Language },
  now = new Date(),
): Promise<FormSubmissionResponse> {
  const email = subscription.email.toLowerCase();
  const { lang } = subscription;
  await db.transaction().execute(async (trx) => {
    const recent = await withAccountTables(trx)
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('recipient', '=', email)
      .where('kind', '=', 'newsletter-confirmation')
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .executeTakeFirst();
    // Past the cap nothing changes either: a new token would silently break the last link sent.
    if (Number(recent?.count ?? 0) >= NEWSLETTER_EMAILS_PER_HOUR) return;
    const { token, tokenHash } = newLinkSecret();
    // The consent awaiting confirmation is the newest one: an unconfirmed row takes the new
    // sign-up's language, time and token; a confirmed row is not touched (no row returned).
    const pending = await withContentTables(trx)
      .insertInto('newsletter_subscriptions')
      .values({
        list: subscription.list,
        email,
        language: lang,
        consented_at: now,
        confirm_token_hash: tokenHash,
        confirm_expires_at: new Date(now.getTime() + NEWSLETTER_LINK_LIFETIME_MS),
      })
      .onConflict((conflict) =>
        conflict
          .columns(['list', 'email'])
          .doUpdateSet((eb) => ({
            language: eb.ref('excluded.language'),
            consented_at: eb.ref('excluded.consented_at'),
            confirm_token_hash: eb.ref('excluded.confirm_token_hash'),
            confirm_expires_at: eb.ref('excluded.confirm_expires_at'),
          }))
          .where('newsletter_subscriptions.confirmed_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    if (!pending) return;
    await queueEmail(trx, {
      to: email,
      kind: 'newsletter-confirmation',
      language: lang,
      link: routeHref('newsletter-confirm', lang, { hash: token }),
    });
  });
  return { status: 'subscribed' };
}

/**
 * Confirms the subscription of a link. The token's hash stays on the row, so opening the link
 * again answers 'confirmed' again; a replaced token is unknown (404), an old one 410.
 */
export async function confirmNewsletter(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<NewsletterConfirmResponse> {
  const tables = withContentTables(db);
  const tokenHash = sha256Hex(token);
  // One statement, so two clicks at the same time confirm once.
  const confirmed = await tables
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now, confirm_expires_at: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '>', now)
    .returning('list')
    .executeTakeFirst();
  if (confirmed) return { status: 'confirmed', list: confirmed.list };
  const known = await tables
    .selectFrom('newsletter_subscriptions')
    .select(['list', 'confirmed_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!known) throw new NotFoundError('LINK_NOT_FOUND', 'Newsletter confirmation link not found.');
  if (known.confirmed_at) return { status: 'confirmed', list: known.list };
  throw new LinkExpiredError();
}

/**
 * How long a sign-up nobody confirmed is kept after its link expired: a late click still hears
 * that the link has expired rather than that it is unknown.
 */
export const LAPSED_SIGN_UP_KEPT_MS = 7 * 24 * HOUR_MS;

/**
 * Deletes the sign-ups never confirmed whose link expired more than `LAPSED_SIGN_UP_KEPT_MS`
 * ago: the double opt-in keeps no address its owner did not confirm. Answers how many went.
 */
export async function deleteLapsedNewsletterSignUps(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const result = await withContentTables(db)
    .deleteFrom('newsletter_subscriptions')
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '<', new Date(now.getTime() - LAPSED_SIGN_UP_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
