import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import {
  FileMigrationProvider,
  type MigrationResult,
  type MigrationResultSet,
  Migrator,
  NO_MIGRATIONS,
} from 'kysely/migration';

const MIGRATION_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Kysely's migrator over `src/db/migrations/` (`.ts` files, loaded through tsx or vitest). */
export async function createMigrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours, or another
  // schema's tables (a parallel test run, another app in the database) would be taken for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    migrationTableSchema: rows[0]?.schema ?? 'public',
    provider: new FileMigrationProvider({
      fs,
      path,
      migrationFolder: MIGRATION_FOLDER,
      // Our own import() so that the tsx / vitest loader handles the TypeScript files; the
      // compiled api (scripts/build.mjs) leaves it to Node, which loads dist/migrations/.
      import: (file) => import(/* webpackIgnore: true */ pathToFileURL(file).href),
    }),
  });
}

function unwrap({ error, results }: MigrationResultSet): readonly MigrationResult[] {
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    const which = failed ? `Migration ${failed.migrationName}` : 'Migrating';
    throw new Error(`${which} failed: ${reason}`, { cause: error });
  }
  return results ?? [];
}

async function run<DB>(db: Kysely<DB>, step: (migrator: Migrator) => Promise<MigrationResultSet>) {
  return unwrap(await step(await createMigrator(db)));
}

/** The migrations in the folder, by name (`.ts` under tsx, `.js` in the compiled api). */
async function migrationNames(): Promise<string[]> {
  const files = await fs.readdir(MIGRATION_FOLDER);
  return files
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.(ts|js)$/, ''))
    .sort();
}

/**
 * Whether every migration in the folder has run, and nothing else: read from Kysely's own
 * bookkeeping table without loading a migration. False when the table does not exist yet.
 */
async function isUpToDate<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = rows.map((row) => row.name).sort();
    const known = await migrationNames();
    return applied.length === known.length && applied.every((name, index) => name === known[index]);
  } catch {
    return false;
  }
}

/**
 * Runs every pending migration. A database that has them all is left alone without starting
 * the migrator, which loads every migration and takes its lock (most of a restart's database
 * time on PGlite).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>) {
  if (await isUpToDate(db)) return [];
  return run(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the next pending migration. */
export function migrateUp<DB>(db: Kysely<DB>) {
  return run(db, (migrator) => migrator.migrateUp());
}

/** Reverts the last applied migration. */
export function migrateDown<DB>(db: Kysely<DB>) {
  return run(db, (migrator) => migrator.migrateDown());
}

/** Migrates up or down to the named migration, or to nothing at all. */
export function migrateTo<DB>(db: Kysely<DB>, target: string | 'none') {
  return run(db, (migrator) => migrator.migrateTo(target === 'none' ? NO_MIGRATIONS : target));
}
