import { migrateToLatest } from '../db/migrate.js';
import { randomPassword, setStaffAccount } from '../modules/customers/staff-accounts.js';
import { type CommandContext, withDatabase } from './context.js';

/**
 * `staff set <email> [--admin] [--username U]`: creates a staff account, or makes the account
 * staff and sets its password, revoking its logins. The password comes from `STAFF_PASSWORD`
 * (never from the command line, where other users of the machine could read it); without it a
 * random one is printed once.
 */
export async function staffCommand(
  context: CommandContext,
  args: readonly string[],
  options: { admin: boolean; username: string | undefined },
) {
  const [action, email] = args;
  if (action !== 'set' || !email || !email.includes('@')) {
    throw new Error('staff takes: set <email> [--admin] [--username U]');
  }
  const given = context.env.STAFF_PASSWORD;
  const password = given || randomPassword();
  await withDatabase(context, async ({ db }) => {
    await migrateToLatest(db);
    const { created } = await setStaffAccount(db, {
      email,
      password,
      // Without --admin an admin stays one: a password reset must not demote.
      ...(options.admin ? { admin: true } : {}),
      ...(options.username ? { username: options.username } : {}),
    });
    const role = options.admin ? 'admin' : 'staff';
    context.print(`${created ? 'Created' : 'Updated'} the ${role} account ${email.toLowerCase()}.`);
    if (!given) context.print(`Its password: ${password} (shown once)`);
  });
}
