import { parseArgs } from 'node:util';
import { RELEASE_OVERRIDE_HOURS } from '@shop/shared-contracts';
import { preparation, prepareDatabase } from '../db/prepare.js';
import { RELEASE_TOKEN_NAME } from '../modules/remotes/release-tokens.repository.js';
import { type CommandContext, withDatabase } from './context.js';
import { migrateCommand, seedCommand } from './database-commands.js';
import { cliActor, withReleaseOperations } from './release-operations.js';
import {
  activateRemote,
  activateSetOfRemotes,
  listRemotes,
  printHistory,
  printOverrideLink,
  printSets,
  pruneRemotes,
  publishRemotes,
  type ReleaseFlags,
  rollbackRemote,
  rollbackSetOfRemotes,
  uploadRemotes,
} from './remotes-commands.js';
import { staffCommand } from './staff-commands.js';
import { tokenCommand } from './token-commands.js';

const USAGE = `Usage: tsx src/cli.ts <command>
  migrate [up|down|latest]                     run migrations (default: latest)
  seed [--products N] [--seed S] [--reset]     seed the catalogue (--reset replaces it)
  remotes publish [remote ...] [--no-activate] upload built remotes (default: all built) and
                                               activate them through the gate
    --base-url https://cdn.example.com/{remote}/{version}/
                                               browsers load the release from there (the same
                                               dist uploaded to that origin)
  remotes activate <remote> <version>          make a published version the active one
  remotes rollback <remote>                    return to the version active before
  remotes list                                 releases (* = active, ! = refused by the gate)
  remotes history [remote]                     who published, activated or rolled back what
  remotes activate-set <remote>@<version> ...  activate several remotes' versions as one set
  remotes sets                                 the sets that were live
  remotes rollback-set <set id>                put a set's remotes back where they were
                                               (refused when one changed after the set,
                                               unless --force --reason)
  remotes prune [remote] [--keep N]            remove releases neither active, among the N
                                               newest (default 5) nor a rollback's target
  remotes override <remote>@<version|URL> ... [--hours N]
                                               print a link that makes the browser opening it
                                               run those versions (or a dev server's
                                               mf-manifest.json URL) for N hours (default 24)
    --force --reason "..."                     activate past the release gate, and say why
                                               (--force needs --reason)
    --as NAME                                  on the database: the audit trail names NAME
                                               beside the operating-system user
    SHOP_URL=... RELEASE_TOKEN=...             the remotes commands call that running shop's
                                               api instead of the database, as the token's
                                               holder
  remotes token create <name>                  a release token for a person or pipeline,
                                               printed once (only its hash is kept)
  remotes token list                           the tokens: created, last used, revoked
  remotes token revoke <name>                  the api refuses that token from now on
  prepare                                      migrate, seed if empty, publish all built remotes
  staff set <email> [--admin] [--username U]   create a staff account or reset its password:
                                               STAFF_PASSWORD, else a random one is printed`;

const REMOTES_ACTIONS =
  'publish, activate, rollback, list, history, activate-set, sets, rollback-set, prune, override or token';

function readCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} takes a whole number`);
  return count;
}

/** Who the remotes commands act as on the database: `--as`, checked, beside the OS user. */
function readActor(as: string | undefined): string {
  if (as !== undefined && !RELEASE_TOKEN_NAME.test(as)) {
    throw new Error(`--as takes a name (letters, digits, ".", "_", "@" or "-"), not "${as}"`);
  }
  return cliActor(as);
}

async function remotesCommand(
  context: CommandContext,
  args: string[],
  activate: boolean,
  flags: ReleaseFlags & {
    as: string | undefined;
    keep: number;
    hours: number;
    baseUrl: string | undefined;
  },
) {
  const [action, ...rest] = args;
  // Tokens are made on the database, by whoever administers it, even beside SHOP_URL.
  if (action === 'token') return tokenCommand(context, rest, flags.actor);
  // Refused before anything is uploaded or changed: a forced change says why (decision 0021).
  if (flags.force && !flags.reason?.trim()) {
    throw new Error(
      '--force needs --reason "...": the audit trail keeps why the refusal was set aside',
    );
  }
  if (flags.as !== undefined && context.env.SHOP_URL) {
    throw new Error('--as is for the database directly; with SHOP_URL the token names who acts');
  }
  return withReleaseOperations(context, context.env, async (operations) => {
    if (action === 'publish') return uploadRemotes(context, operations, rest, activate, flags);
    if (action === 'activate') return activateRemote(context, operations, rest, flags);
    if (action === 'rollback') return rollbackRemote(context, operations, rest, flags);
    if (action === 'list') return listRemotes(context, operations);
    if (action === 'history') return printHistory(context, operations, rest);
    if (action === 'activate-set') return activateSetOfRemotes(context, operations, rest, flags);
    if (action === 'rollback-set') return rollbackSetOfRemotes(context, operations, rest, flags);
    if (action === 'sets') return printSets(context, operations);
    if (action === 'prune') return pruneRemotes(context, operations, rest, flags);
    if (action === 'override') return printOverrideLink(context, operations, rest, flags.hours);
    throw new Error(`remotes takes ${REMOTES_ACTIONS}\n${USAGE}`);
  });
}

/** `prepare`, the api's build step: run after the front-end packages are built. */
async function prepareCommand(context: CommandContext) {
  await withDatabase(context, async ({ db }) => {
    await prepareDatabase(db, preparation(context.config, context.log));
    await publishRemotes(context, db, [], true);
  });
}

/**
 * Runs one command line (`api/dist/cli.js <command>`): the process's entry passes its arguments
 * and environment; the tests run commands in process with their own.
 */
export async function runCli(argv: readonly string[], context: CommandContext) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'no-activate': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      reason: { type: 'string' },
      as: { type: 'string' },
      keep: { type: 'string' },
      hours: { type: 'string' },
      'base-url': { type: 'string' },
      admin: { type: 'boolean', default: false },
      username: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  if (values.help || !command) return context.print(USAGE);
  if (command === 'migrate') return migrateCommand(context, args[0]);
  if (command === 'remotes') {
    return remotesCommand(context, args, !values['no-activate'], {
      actor: readActor(values.as),
      as: values.as,
      force: values.force,
      reason: values.reason,
      keep: readCount(values.keep, 'keep', 5),
      hours: readCount(values.hours, 'hours', RELEASE_OVERRIDE_HOURS.default),
      baseUrl: values['base-url'],
    });
  }
  if (command === 'prepare') return prepareCommand(context);
  if (command === 'staff') {
    return staffCommand(context, args, { admin: values.admin, username: values.username });
  }
  if (command === 'seed') {
    return seedCommand(context, {
      products: readCount(values.products, 'products', context.config.seedProducts),
      seed: values.seed === undefined ? undefined : readCount(values.seed, 'seed', 0),
      reset: values.reset,
    });
  }
  throw new Error(`Unknown command "${command}"\n${USAGE}`);
}
