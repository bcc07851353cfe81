import type { MigrationResult } from 'kysely/migration';
import { migrateDown, migrateToLatest, migrateUp } from '../db/migrate.js';
import { isCatalogueEmpty } from '../db/prepare.js';
import { clearShopData } from '../db/reset.js';
import { seedDatabase } from '../db/seed/seed.js';
import { type CommandContext, withDatabase } from './context.js';

function printResults(context: CommandContext, results: readonly MigrationResult[]) {
  if (results.length === 0) context.print('No migrations to run.');
  for (const result of results) {
    context.print(`${result.direction === 'Up' ? 'up  ' : 'down'} ${result.migrationName}`);
  }
}

/** `migrate [up|down|latest]`: one step up or down, or everything pending (the default). */
export async function migrateCommand(context: CommandContext, direction = 'latest') {
  const steps = { up: migrateUp, down: migrateDown, latest: migrateToLatest } as const;
  if (!Object.hasOwn(steps, direction)) {
    throw new Error(`migrate takes up, down or latest, not "${direction}"`);
  }
  const step = steps[direction as keyof typeof steps];
  await withDatabase(context, async ({ db }) => printResults(context, await step(db)));
}

/**
 * `seed [--products N] [--seed S] [--reset]`: seeds an empty catalogue. `--reset` first empties
 * every table but the remote registry, whose releases and release history are kept.
 */
export async function seedCommand(
  context: CommandContext,
  options: { products: number; seed: number | undefined; reset: boolean },
) {
  await withDatabase(context, async ({ db }) => {
    printResults(context, await migrateToLatest(db));
    if (options.reset) {
      const cleared = await clearShopData(db);
      context.print(
        `Emptied ${cleared.length} tables; the remote registry and its history are kept.`,
      );
    }
    if (!(await isCatalogueEmpty(db))) {
      throw new Error('The catalogue is already seeded; use --reset to replace it.');
    }
    const started = Date.now();
    await seedDatabase(db, {
      products: options.products,
      demoAccounts: context.config.demoAccounts,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    });
    context.print(`Seeded ${options.products} products in ${Date.now() - started} ms.`);
  });
}
