import 'server-only';

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import type { Database } from './schema';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';

/** True inside `next build`, where nothing may need the site's real database. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * The database `next build` renders with: an in-memory copy of the site's default content, made
 * in each build worker. The build needs no database and no settings of the site, and what it
 * renders is never served: the route cache lives in memory or Redis (route-cache-handler.mjs), so
 * every page renders from the real database on its first request after a start.
 */
export function createBuildDatabase(): Kysely<Database> {
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  // Filled through a second handle on the same connection; the outer one waits until it is done.
  const filler = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const ready = migrateToLatest(filler).then(() => seedDatabase(filler));
  return new Kysely<Database>({
    dialect: new SqliteDialect({
      database: async () => {
        await ready;
        return sqlite;
      },
    }),
  });
}
