import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';

/** The environment a command reads (the process's, or a test's). */
export type CommandEnv = Readonly<Record<string, string | undefined>>;

/** What every command gets: the config, the environment, a logger and a way to print results. */
export interface CommandContext {
  readonly config: AppConfig;
  readonly env: CommandEnv;
  readonly log: FastifyBaseLogger;
  print(line: string): void;
}

export function createContext(config: AppConfig, env: CommandEnv = process.env): CommandContext {
  return {
    config,
    env,
    log: pino({ level: config.logLevel }),
    print: (line) => process.stdout.write(`${line}\n`),
  };
}

/** Runs `action` with an open database and always closes it (an open PGlite keeps Node alive). */
export async function withDatabase<T>(
  context: CommandContext,
  action: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(context.config, (error) =>
    context.log.error({ err: error }, 'an idle database connection failed'),
  );
  try {
    return await action(database);
  } finally {
    await database.close();
  }
}
