import type { Language, OutboxMessage } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withAccountTables } from './account.table.js';
import { composeEmail, type EmailKind } from './account-emails.js';

const HOUR_MS = 60 * 60_000;

/**
 * Messages of a kind anyone may have sent to any address without an account (the complaint
 * form takes any email), at most this many to one recipient an hour: past it the message is
 * not sent (what triggered it is kept), so the form cannot flood a stranger's mailbox. The
 * other guest-triggered kinds have limits of their own (sign-up, reset, newsletter, questions).
 */
export const RECIPIENT_EMAILS_PER_HOUR: Partial<Record<EmailKind, number>> = {
  'complaint-received': 5,
};

/**
 * "Sends" an email: this shop has no mail server, so the message goes to the outbox table,
 * where tests, e2e and admins read the link a customer would receive. False when the
 * recipient's hourly limit for the kind (`RECIPIENT_EMAILS_PER_HOUR`) kept it back.
 */
export async function queueEmail(
  db: Kysely<Database>,
  message: { to: string; kind: EmailKind; language: Language; link?: string; id?: number | string },
  now = new Date(),
): Promise<boolean> {
  const limit = RECIPIENT_EMAILS_PER_HOUR[message.kind];
  if (limit !== undefined) {
    const recent = await withAccountTables(db)
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', message.to.toLowerCase()))
      .where('kind', '=', message.kind)
      .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
      .executeTakeFirst();
    if (Number(recent?.count ?? 0) >= limit) return false;
  }
  const { subject, body } = composeEmail(message.kind, message.language, message);
  await withAccountTables(db)
    .insertInto('outbox_messages')
    .values({
      recipient: message.to,
      kind: message.kind,
      subject,
      body,
      link: message.link ?? null,
    })
    .execute();
  return true;
}

/** The latest outbox messages, to one address or to anyone; newest first. */
export async function listOutbox(
  db: Kysely<Database>,
  to: string | undefined,
  limit = 50,
): Promise<OutboxMessage[]> {
  let query = withAccountTables(db)
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit);
  if (to !== undefined) query = query.where('recipient', '=', to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
  }));
}
