import { PostgresAdapter, type Kysely } from 'kysely';

// Column types that differ per engine; migrations stay on Kysely<any> and import nothing from the app.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    json: pg ? ('jsonb' as const) : ('text' as const),
  };
}
