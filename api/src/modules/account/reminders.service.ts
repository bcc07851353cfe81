import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Language, routeHref, type StopRemindersRequest } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ForbiddenError } from '../../lib/http-errors.js';
import { withAccountTables } from './account.table.js';
import { queueEmail } from './outbox.js';

/** A signature that does not match its address: the link was typed or altered. */
export class InvalidReminderLinkError extends ForbiddenError {
  constructor() {
    super('INVALID_REMINDER_LINK', 'The stop-reminders link is not valid.');
  }
}

async function signingKey(db: Kysely<Database>): Promise<string> {
  const row = await withAccountTables(db)
    .selectFrom('account_secrets')
    .select('value')
    .where('name', '=', 'stop-reminders')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** HMAC-SHA256 of the lower-case address, base64url (43 characters). */
export function signReminderAddress(key: string, email: string): string {
  return createHmac('sha256', key).update(email.toLowerCase()).digest('base64url');
}

/**
 * The stop-reminders link of an address: the address is in the path (platform §2) and a
 * signature in `?token=`, so only someone who got a reminder can stop them. The signature does
 * not expire: an unsubscribe link must keep working in old emails.
 */
export async function stopRemindersLink(
  db: Kysely<Database>,
  email: string,
  language: Language,
): Promise<string> {
  const token = signReminderAddress(await signingKey(db), email);
  return `${routeHref('stop-reminders', language, { email: email.toLowerCase() })}?token=${token}`;
}

/** Stops reminders to the address of a signed link; stopping twice is fine. */
export async function stopReminders(
  db: Kysely<Database>,
  request: StopRemindersRequest,
): Promise<void> {
  const expected = Buffer.from(signReminderAddress(await signingKey(db), request.email));
  const given = Buffer.from(request.token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new InvalidReminderLinkError();
  }
  await withAccountTables(db)
    .insertInto('reminder_opt_outs')
    .values({ email: request.email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

export async function areRemindersStopped(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await withAccountTables(db)
    .selectFrom('reminder_opt_outs')
    .select('email')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Queues a wishlist reminder with its stop link, unless the address stopped reminders. */
export async function sendWishlistReminder(
  db: Kysely<Database>,
  email: string,
  language: Language,
): Promise<boolean> {
  if (await areRemindersStopped(db, email)) return false;
  const link = await stopRemindersLink(db, email, language);
  await queueEmail(db, { to: email.toLowerCase(), kind: 'wishlist-reminder', language, link });
  return true;
}
