import 'server-only';

import type SQLite from 'better-sqlite3';
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
// With a reader (a second, read-only handle on the same file), a select outside a transaction runs
// there and never waits for the one writing connection, which a write may hold while it waits for
// another process's lock (WAL lets readers go on meanwhile).

export const SQLITE_BUSY_WAIT_MS = 20;
export type BusyRetry = {
  budgetMs: number;
  /** Runs before every statement that is not a select; throws to refuse it. */
  beforeWrite?: () => void;
  /** A read-only handle on the same file, for selects outside transactions. */
  reader?: SQLite.Database;
};
const PAUSES_MS = [10, 25, 50, 100, 200, 250];

const isBusy = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('SQLITE_BUSY');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withBusyRetry<T>(run: () => Promise<T>, budgetMs: number): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const wait = PAUSES_MS[Math.min(attempt, PAUSES_MS.length - 1)]!;
      if (!isBusy(error) || Date.now() - started + wait > budgetMs) throw error;
      await pause(wait);
    }
  }
}

class RetryingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly retry: BusyRetry,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.query.kind !== 'SelectQueryNode') this.retry.beforeWrite?.();
    return withBusyRetry(() => this.inner.executeQuery<R>(query), this.retry.budgetMs);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * What a query outside a transaction is given when there is a reader: a select runs on the reader,
 * anything else takes the writing connection for that one statement. A transaction takes the
 * writing connection from BEGIN to COMMIT or ROLLBACK.
 */
class SplitConnection implements DatabaseConnection {
  writer: DatabaseConnection | null = null;

  constructor(private readonly driver: RetryingDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer) return this.writer.executeQuery<R>(query);
    if (query.query.kind === 'SelectQueryNode') return this.driver.read<R>(query);
    const writer = await this.driver.acquireWriter();
    try {
      return await writer.executeQuery<R>(query);
    } finally {
      await this.driver.releaseWriter(writer);
    }
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    size?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (this.writer) {
      yield* this.writer.streamQuery<R>(query, size);
      return;
    }
    const writer = await this.driver.acquireWriter();
    try {
      yield* writer.streamQuery<R>(query, size);
    } finally {
      await this.driver.releaseWriter(writer);
    }
  }
}

class RetryingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly retry: BusyRetry,
  ) {}

  init = () => this.inner.init();
  destroy = async () => {
    this.retry.reader?.close();
    await this.inner.destroy();
  };

  async acquireWriter(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.inner.acquireConnection(), this.retry);
  }

  releaseWriter(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as RetryingConnection).inner);
  }

  /** A select on the reader: better-sqlite3 runs it at once, no lock or queue to wait for. */
  read<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reader = this.retry.reader!;
    return withBusyRetry(async () => {
      const statement = reader.prepare(query.sql);
      return { rows: statement.all(query.parameters) as R[] };
    }, this.retry.budgetMs);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.retry.reader ? new SplitConnection(this) : this.acquireWriter();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof SplitConnection)) return this.releaseWriter(connection);
    // A transaction that failed before its COMMIT or ROLLBACK still holds the writer.
    if (connection.writer) await this.releaseWriter(connection.writer);
    connection.writer = null;
  }

  // Transactions run through the retrying connection, so BEGIN and COMMIT are retried too.
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    if (!(connection instanceof SplitConnection))
      return this.inner.beginTransaction(connection, settings);
    connection.writer = await this.acquireWriter();
    try {
      await this.inner.beginTransaction(connection.writer, settings);
    } catch (error) {
      await this.releaseWriter(connection.writer);
      connection.writer = null;
      throw error;
    }
  }
  async commitTransaction(connection: DatabaseConnection) {
    await this.endTransaction(connection, (c) => this.inner.commitTransaction(c));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await this.endTransaction(connection, (c) => this.inner.rollbackTransaction(c));
  }

  private async endTransaction(
    connection: DatabaseConnection,
    end: (connection: DatabaseConnection) => Promise<void>,
  ) {
    if (!(connection instanceof SplitConnection)) return end(connection);
    const writer = connection.writer!;
    try {
      await end(writer);
    } finally {
      connection.writer = null;
      await this.releaseWriter(writer);
    }
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
