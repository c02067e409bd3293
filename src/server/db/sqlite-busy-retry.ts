import 'server-only';

import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

// better-sqlite3 is synchronous: with a long busy_timeout, a write that waits for another
// process's lock blocks the whole event loop, and every request with it, cached pages included.
// The driver is given a short busy_timeout instead (SQLITE_BUSY_WAIT_MS), and a statement that
// still finds the database locked is tried again after an asynchronous pause, while other requests
// are served, until the retry budget is spent; then the SQLITE_BUSY error reaches the caller.

export const SQLITE_BUSY_WAIT_MS = 20;
export type BusyRetry = {
  budgetMs: number;
  /** Runs before every statement that is not a select; throws to refuse it. */
  beforeWrite?: () => void;
};
const PAUSES_MS = [10, 25, 50, 100, 200, 250];

const isBusy = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('SQLITE_BUSY');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class RetryingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly retry: BusyRetry,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.query.kind !== 'SelectQueryNode') this.retry.beforeWrite?.();
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        const wait = PAUSES_MS[Math.min(attempt, PAUSES_MS.length - 1)]!;
        if (!isBusy(error) || Date.now() - started + wait > this.retry.budgetMs) throw error;
        await pause(wait);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class RetryingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly retry: BusyRetry,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.inner.acquireConnection(), this.retry);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as RetryingConnection).inner);
  }

  // Transactions run through the retrying connection, so BEGIN and COMMIT are retried too.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
}

export class BusyRetrySqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly retry: BusyRetry = { budgetMs: 5000 },
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new RetryingDriver(super.createDriver(), this.retry);
  }
}
