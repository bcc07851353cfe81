import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Timestamp } from '../../db/schema.js';
import type { CustomerTables } from '../customers/customers.table.js';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** What an emailed link to an existing account lets its holder do. */
export type LinkPurpose = 'password-reset' | 'account-deletion';

// Type aliases, not interfaces: `withTables` wants tables that have an index signature.
/** `outbox_messages` (migration 0006): every email the shop would have sent. */
export type OutboxMessagesTable = {
  id: Generated<number>;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: CreatedAt;
};

/** `customer_link_tokens` (migration 0006): only the SHA-256 of a link's token is stored. */
export type CustomerLinkTokensTable = {
  id: Generated<number>;
  customer_id: number;
  purpose: LinkPurpose;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

/** `account_registrations` (migration 0006): a sign-up until its activation link is used. */
export type AccountRegistrationsTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  postcode: string | null;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  activated_at: NullableTimestamp;
  /** Migration 0017: the shopper agreed to marketing emails when joining the club. */
  marketing_consent: Generated<boolean>;
  /** Migration 0017: when the club terms were accepted; null for sign-ups made before. */
  terms_accepted_at: NullableTimestamp;
};

/** `reminder_opt_outs` (migration 0006): addresses that get no reminder emails. */
export type ReminderOptOutsTable = {
  email: string;
  stopped_at: CreatedAt;
};

/** `customer_questions` (migration 0006): questions sent with the ask form. */
export type CustomerQuestionsTable = {
  id: Generated<number>;
  name: string;
  email: string;
  question: string;
  reference: string | null;
  language: string;
  created_at: CreatedAt;
};

/** `account_secrets` (migration 0006): server-side keys, e.g. the stop-reminders signing key. */
export type AccountSecretsTable = {
  name: string;
  value: string;
};

export type AccountTables = CustomerTables & {
  outbox_messages: OutboxMessagesTable;
  customer_link_tokens: CustomerLinkTokensTable;
  account_registrations: AccountRegistrationsTable;
  reminder_opt_outs: ReminderOptOutsTable;
  customer_questions: CustomerQuestionsTable;
  account_secrets: AccountSecretsTable;
};

/** The account-flow tables (and the customer tables they refer to) on the query builder. */
export function withAccountTables(db: Kysely<Database>) {
  return db.withTables<AccountTables>();
}

export type AccountDb = ReturnType<typeof withAccountTables>;
