import type { Language, OutboxMessage } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withAccountTables } from './account.table.js';
import { composeEmail, type EmailKind } from './account-emails.js';

/**
 * "Sends" an email: this shop has no mail server, so the message goes to the outbox table,
 * where tests, e2e and admins read the link a customer would receive.
 */
export async function queueEmail(
  db: Kysely<Database>,
  message: { to: string; kind: EmailKind; language: Language; link?: string; id?: number | string },
): Promise<void> {
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
