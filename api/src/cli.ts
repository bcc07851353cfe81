import { parseArgs } from 'node:util';
import { type CommandContext, createContext, withDatabase } from './cli/context.js';
import { migrateCommand, seedCommand } from './cli/database-commands.js';
import { activateRemote, listRemotes, publishRemotes } from './cli/remotes-commands.js';
import { staffCommand } from './cli/staff-commands.js';
import { loadConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { preparation, prepareDatabase } from './db/prepare.js';

const USAGE = `Usage: tsx src/cli.ts <command>
  migrate [up|down|latest]                     run migrations (default: latest)
  seed [--products N] [--seed S] [--reset]     seed the catalogue (--reset replaces it)
  remotes publish [remote ...] [--no-activate] publish built remotes (default: all built)
  remotes activate <remote> <version>          make a published version the active one
  remotes list                                 list published releases (* = active)
  prepare                                      migrate, seed if empty, publish all built remotes
  staff set <email> [--admin] [--username U]   create a staff account or reset its password:
                                               STAFF_PASSWORD, else a random one is printed`;

function readCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--${name} takes a whole number`);
  return count;
}

async function remotesCommand(context: CommandContext, args: string[], activate: boolean) {
  const [action, ...rest] = args;
  await withDatabase(context, async ({ db }) => {
    await migrateToLatest(db);
    if (action === 'publish') return publishRemotes(context, db, rest, activate);
    if (action === 'activate') return activateRemote(context, db, rest[0], rest[1]);
    if (action === 'list') return listRemotes(context, db);
    throw new Error(`remotes takes publish, activate or list\n${USAGE}`);
  });
}

/** `prepare`, the api's build step: run after the front-end packages are built. */
async function prepareCommand(context: CommandContext) {
  await withDatabase(context, async ({ db }) => {
    await prepareDatabase(db, preparation(context.config, context.log));
    await publishRemotes(context, db, [], true);
  });
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'no-activate': { type: 'boolean', default: false },
      admin: { type: 'boolean', default: false },
      username: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...args] = positionals;
  const context = createContext(loadConfig());
  if (values.help || !command) return context.print(USAGE);
  if (command === 'migrate') return migrateCommand(context, args[0]);
  if (command === 'remotes') return remotesCommand(context, args, !values['no-activate']);
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

try {
  await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
