import { migrateToLatest } from '../db/migrate.js';
import {
  createReleaseToken,
  listReleaseTokens,
  revokeReleaseToken,
} from '../modules/remotes/release-tokens.repository.js';
import { type CommandContext, withDatabase } from './context.js';

const USAGE = 'remotes token takes: create <name>, list or revoke <name>';

/**
 * `remotes token create <name> | list | revoke <name>`: the named release tokens, on the
 * database directly like `staff set` (whoever reaches the database is its admin). A new token
 * is printed once; only its hash is kept (docs/decisions/0021, addendum).
 */
export async function tokenCommand(
  context: CommandContext,
  [action, name]: readonly string[],
  actor: string,
) {
  if (!(action === 'list' || ((action === 'create' || action === 'revoke') && name))) {
    throw new Error(USAGE);
  }
  await withDatabase(context, async ({ db }) => {
    await migrateToLatest(db);
    if (action === 'create' && name) {
      const token = await createReleaseToken(db, { name, createdBy: actor });
      if (!token) {
        throw new Error(
          `A release token named ${name} exists (revoked ones keep their name): choose another name`,
        );
      }
      context.print(
        `Created the release token ${name}. It is shown this once; send it in X-Release-Token:`,
      );
      context.print(token);
      return;
    }
    if (action === 'revoke' && name) {
      if (!(await revokeReleaseToken(db, name))) {
        throw new Error(`There is no release token ${name} that is not revoked already`);
      }
      context.print(`Revoked the release token ${name}; the api refuses it from now on.`);
      return;
    }
    const tokens = await listReleaseTokens(db);
    if (tokens.length === 0) context.print('No release token has been created.');
    for (const token of tokens) {
      const used = token.lastUsedAt ? `last used ${token.lastUsedAt.toISOString()}` : 'never used';
      const revoked = token.revokedAt ? `  REVOKED ${token.revokedAt.toISOString()}` : '';
      context.print(
        `${token.name.padEnd(20)} created ${token.createdAt.toISOString()} by ${token.createdBy}  ${used}${revoked}`,
      );
    }
  });
}
