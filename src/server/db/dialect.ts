import 'server-only';

import { PostgresAdapter, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

import type { DB } from './schema';

// The few conditions that need a different SQL spelling per engine; each is tested on both.

export function isPostgres(db: DB): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The JSON array column holds the value (jsonb on PostgreSQL, JSON text on SQLite). */
export function jsonArrayContains(db: DB, column: string, value: string): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} @> ${JSON.stringify([value])}::jsonb`
    : sql<SqlBool>`exists (select 1 from json_each(${sql.ref(column)}) where json_each.value = ${value})`;
}

/** The JSON array column holds at least one of the values. */
export function jsonArrayOverlaps(
  db: DB,
  column: string,
  values: readonly string[],
): Expression<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  const list = sql.join(values.map((v) => sql`${v}`));
  return isPostgres(db)
    ? sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(${sql.ref(column)}) as t(value) where t.value in (${list}))`
    : sql<SqlBool>`exists (select 1 from json_each(${sql.ref(column)}) where json_each.value in (${list}))`;
}

/** The UTC day (YYYY-MM-DD) of a timestamp column: ISO text on SQLite, timestamptz on PostgreSQL. */
export function utcDay(db: DB, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
