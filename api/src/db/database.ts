import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { AppConfig } from '../config.js';
import { ResilientPostgresDialect } from './connection-loss.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Database } from './schema.js';

/** An open database and the one way to release it. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  /** Closes the pool or PGlite; an open PGlite keeps Node alive. Safe to call twice. */
  close(): Promise<void>;
}

type DatabaseConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>;

/** Told of a connection that failed, idle in the pool or in use (the pool replaces it). */
export type ConnectionErrorListener = (error: Error) => void;

async function openPostgres(
  url: string,
  schema: string | undefined,
  onConnectionError: ConnectionErrorListener,
): Promise<DatabaseHandle> {
  // Loaded only for PostgreSQL: the embedded database never needs the driver (start time).
  const { default: pg } = await import('pg');
  if (schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A server restart or a terminated backend fails the connections; unheard, the pool's `error`
  // event (an idle one) or the client's (one a request holds) would end the process. The query
  // in flight fails on its own (503, `isConnectionLost`) and the pool connects anew.
  // An idle connection's error reaches both listeners: it is reported once.
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    onConnectionError(error);
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = new Kysely<Database>({ dialect: new ResilientPostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: onlyOnce(() => db.destroy()) };
}

/** Shared buffers of the embedded database (see openPGlite). */
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      // Postgres' default 128 MB of shared buffers lives in PGlite's WebAssembly memory and
      // grew it to some 200 MB; 32 MB holds the shop's hot pages (the files stay in the
      // operating system's cache) and keeps the api about 100 MB smaller (issue 9).
      postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    const close = async () => {
      try {
        // Kysely only closes PGlite it has used, so close it here as well.
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        await unlock();
      }
    };
    return { db, kind: 'pglite', close: onlyOnce(close) };
  } catch (error) {
    await unlock();
    throw error;
  }
}

function onlyOnce(action: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= action();
    return pending;
  };
}

/**
 * Opens PostgreSQL when `DATABASE_URL` is set, otherwise PGlite persisted in the data dir. The
 * app and the CLI hand their logger's `onConnectionError`; without one it goes to stderr.
 */
export function openDatabase(
  config: DatabaseConfig,
  onConnectionError: ConnectionErrorListener = (error) =>
    console.error('An idle database connection failed', error),
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema, onConnectionError)
    : openPGlite(config.dataDir);
}
