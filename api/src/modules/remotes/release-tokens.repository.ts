import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRemoteTables } from './remotes.table.js';

/** A token's name: what the audit trail shows for its actions (`<name> (token)`). */
export const RELEASE_TOKEN_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** A named release token as `remotes token list` shows it; never the token itself. */
export interface ReleaseTokenRow {
  readonly name: string;
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Only this is stored: a stolen copy of the database then holds no usable token. */
export function hashReleaseToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a token named `name` and answers it; only its hash is kept, so this is the one time it
 * can be read. Undefined when the name is taken (a revoked token keeps its name, so the audit
 * trail's name stays one token's).
 */
export async function createReleaseToken(
  db: Kysely<Database>,
  { name, createdBy }: { name: string; createdBy: string },
): Promise<string | undefined> {
  if (!RELEASE_TOKEN_NAME.test(name)) {
    throw new Error(
      `"${name}" is not a token name: up to 64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit`,
    );
  }
  // 32 random bytes: 43 characters of base64url.
  const token = randomBytes(32).toString('base64url');
  const inserted = await withRemoteTables(db)
    .insertInto('release_tokens')
    .values({ name, token_hash: hashReleaseToken(token), created_by: createdBy })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? token : undefined;
}

/** Every named token, oldest first, revoked ones included. */
export function listReleaseTokens(db: Kysely<Database>): Promise<ReleaseTokenRow[]> {
  return withRemoteTables(db)
    .selectFrom('release_tokens')
    .select([
      'name',
      'created_at as createdAt',
      'created_by as createdBy',
      'last_used_at as lastUsedAt',
      'revoked_at as revokedAt',
    ])
    .orderBy('id')
    .execute();
}

/** Revokes the token named `name`: false when there is none, or it was revoked already. */
export async function revokeReleaseToken(db: Kysely<Database>, name: string): Promise<boolean> {
  const revoked = await withRemoteTables(db)
    .updateTable('release_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

/**
 * The name of the unrevoked token `token` is, marking it used now; undefined for any other
 * string. One statement, so a token revoked meanwhile is never taken.
 */
export async function markReleaseTokenUsed(
  db: Kysely<Database>,
  token: string,
): Promise<string | undefined> {
  const row = await withRemoteTables(db)
    .updateTable('release_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashReleaseToken(token))
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  return row?.name;
}
