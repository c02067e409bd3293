import type { ColumnType } from 'kysely';

// How a column reads and writes on both engines.

/** timestamptz on PostgreSQL (read as Date), ISO-8601 text on SQLite. */
export type Timestamp = ColumnType<Date | string, string, string>;
export type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;
/** jsonb on PostgreSQL (read parsed), text on SQLite (read as a string). */
export type Json = ColumnType<unknown, string, string>;
/** A boolean: 0 or 1 on both engines. */
export type Flag = ColumnType<number, number, number>;
