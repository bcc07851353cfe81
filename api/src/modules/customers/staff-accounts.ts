import { randomBytes } from 'node:crypto';
import { passwordRuleViolations } from '@shop/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword } from './customers.passwords.js';
import { revokeCustomerLogins } from './customers.repository.js';
import { withCustomerTables } from './customers.table.js';

/** A staff or admin account as the CLI and the first start set it. */
export interface StaffAccount {
  readonly email: string;
  readonly password: string;
  /** The staff login name (platform §3 User); the part of the email before `@` if not given. */
  readonly username?: string;
  readonly admin?: boolean;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** A random password that meets the rules: 26 base64url characters, never a common one. */
export function randomPassword(): string {
  return `${randomBytes(18).toString('base64url')}a1`;
}

/** Why a staff password is refused, or null: the shoppers' rules and the common-password list. */
export async function staffPasswordProblem(password: string): Promise<string | null> {
  const broken = passwordRuleViolations(password);
  if (broken.length > 0) {
    return `the password breaks the rules (${broken.join(', ')}): 10 to 128 characters`;
  }
  if (await isCommonPassword(password)) return 'the password is one of the most common passwords';
  return null;
}

/**
 * Creates the staff account of `email`, or makes an existing account staff (admin when asked)
 * with the new password; every login of an existing account is revoked, so a reset shuts out
 * whoever had the old password. Returns whether the account was created.
 */
export async function setStaffAccount(
  db: Kysely<Database>,
  account: StaffAccount,
): Promise<{ created: boolean }> {
  const problem = await staffPasswordProblem(account.password);
  if (problem) throw new Error(problem);
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const tables = withCustomerTables(trx);
    const existing = await tables
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();
    const flags = {
      is_staff: true,
      ...(account.admin === undefined ? {} : { is_admin: account.admin }),
    };
    if (existing) {
      await tables
        .updateTable('customers')
        .set({
          password_hash: passwordHash,
          ...flags,
          ...(account.username ? { username: account.username } : {}),
        })
        .where('id', '=', existing.id)
        .execute();
      await revokeCustomerLogins(trx, existing.id);
      return { created: false };
    }
    await tables
      .insertInto('customers')
      .values({
        email,
        username: account.username ?? email.split('@')[0] ?? email,
        password_hash: passwordHash,
        first_name: account.firstName ?? '',
        last_name: account.lastName ?? '',
        postcode: null,
        ...flags,
      })
      .execute();
    return { created: true };
  });
}

/**
 * The first start of a database has no admin: one is created with `password` (ADMIN_PASSWORD),
 * or a random one written once to the console, never a password anyone could have read. A
 * database that has an admin is left alone.
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  options: { email: string; password: string | undefined; log: FastifyBaseLogger },
): Promise<void> {
  const admin = await withCustomerTables(db)
    .selectFrom('customers')
    .select('id')
    .where('is_admin', '=', true)
    .limit(1)
    .executeTakeFirst();
  if (admin) return;
  const password = options.password ?? randomPassword();
  await setStaffAccount(db, { email: options.email, password, username: 'admin', admin: true });
  options.log.info({ email: options.email }, 'admin account created');
  if (!options.password) {
    // Written once, to the console and not the structured log: this line is the only copy.
    process.stderr.write(
      `\nAdmin account ${options.email} created with the password ${password}\n` +
        'Note it now: it is not shown again. Reset it with `node api/dist/cli.js staff set`.\n\n',
    );
  }
}
