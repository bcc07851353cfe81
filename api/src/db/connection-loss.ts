import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// SQLSTATE classes and codes of a connection the server ended or cannot give: 08 (connection
// exception), 57P01–57P03 (administrator or crash shutdown, cannot connect now).
const CONNECTION_SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[1-3])$/;
// What node-postgres and the socket say when the connection went away without a SQLSTATE.
const CONNECTION_ERRNO = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGE =
  /^(?:Connection terminated|Client has encountered a connection error|Connection ended)/;

/**
 * Whether an error means the database connection was lost (a restarted or failed-over server,
 * a terminated backend, a network cut) rather than anything about the request: the request may
 * be tried again in a moment, so it is answered 503, not 500.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) {
    return true;
  }
  return CONNECTION_MESSAGE.test(error.message);
}

type QueryCompile = QueryCompiler['compileQuery'];

/** A statement that only reads: trying it again on another connection changes nothing. */
function isRead(query: CompiledQuery): boolean {
  return (
    /^\s*select\b/i.test(query.sql) && !/\bfor\s+(?:update|share|no key update)\b/i.test(query.sql)
  );
}

/** A connection of the pool, knowing whether it is inside a transaction. */
class RetryingConnection implements DatabaseConnection {
  isInTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: Driver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      // Once, for a read outside a transaction: a write might have been done before the
      // connection went, and a transaction's work went with it.
      if (this.isInTransaction || !isRead(query) || !isConnectionLost(error)) throw error;
      const fresh = await this.driver.acquireConnection();
      try {
        return await fresh.executeQuery<R>(query);
      } finally {
        await this.driver.releaseConnection(fresh);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** Kysely's PostgreSQL driver with reads tried once more when their connection was lost. */
class RetryingDriver implements Driver {
  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.driver.acquireConnection(), this.driver);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const retrying = connection as RetryingConnection;
    await this.driver.beginTransaction(retrying.inner, settings);
    retrying.isInTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection) {
    const retrying = connection as RetryingConnection;
    retrying.isInTransaction = false;
    await this.driver.commitTransaction(retrying.inner);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const retrying = connection as RetryingConnection;
    retrying.isInTransaction = false;
    await this.driver.rollbackTransaction(retrying.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompile) {
    await this.driver.savepoint?.((connection as RetryingConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompile) {
    const inner = (connection as RetryingConnection).inner;
    await this.driver.rollbackToSavepoint?.(inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompile) {
    await this.driver.releaseSavepoint?.((connection as RetryingConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection((connection as RetryingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** PostgreSQL for Kysely, surviving a lost connection (see `RetryingConnection`). */
export class ResilientPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new RetryingDriver(super.createDriver());
  }
}
