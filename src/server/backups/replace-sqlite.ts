import 'server-only';

import path from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import { migrateToLatest } from '../db/migrate';
import { SQLITE_BUSY_WAIT_MS } from '../db/sqlite-busy-retry';
import { RestoreError } from './backup-unpack';

// The SQLite file stays the one the server opened (a replaced file would be refused, sqlite-file.ts):
// its tables are emptied and filled from the backup's in one transaction, which every connection
// sees at once when it commits, or not at all.

/** Tables whose rows stay the site's own: who is signed in here now, and its generated keys. */
const KEPT = new Set(['admin_sessions', 'app_secrets']);
/** Tables that keep their rows and gain the backup's: the audit log forgets nothing done since. */
const MERGED = new Set(['audit_log']);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function replaceSqliteData(folder: string, liveFile: string): Promise<void> {
  const backupFile = path.join(folder, 'site.db');
  // The backup's schema brought to this version first: then both files have the same tables.
  const backupDb = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new SQLite(backupFile) }),
  });
  try {
    await migrateToLatest(backupDb);
  } finally {
    await backupDb.destroy();
  }

  const live = new SQLite(liveFile, { fileMustExist: true });
  try {
    live.pragma(`busy_timeout = ${SQLITE_BUSY_WAIT_MS}`);
    // Rows go in table by table, so a reference may point to a row not copied yet; checked at the end.
    live.pragma('foreign_keys = OFF');
    live.prepare('attach database ? as backup').run(backupFile);
    live
      .transaction(() => {
        const databaseId = live
          .prepare("select value from main.app_state where name = 'database_id'")
          .pluck()
          .get();
        const tables = live
          .prepare("select name from main.sqlite_master where type = 'table' order by name")
          .pluck()
          .all() as string[];
        for (const table of tables) {
          if (KEPT.has(table) || (table.startsWith('sqlite_') && table !== 'sqlite_sequence'))
            continue;
          const columns = (live.pragma(`main.table_info(${quoted(table)})`) as { name: string }[])
            .map((column) => quoted(column.name))
            .join(', ');
          const merged = MERGED.has(table);
          if (!merged) live.exec(`delete from main.${quoted(table)}`);
          live.exec(
            `insert ${merged ? 'or ignore ' : ''}into main.${quoted(table)} (${columns}) select ${columns} from backup.${quoted(table)}`,
          );
        }
        // The folder's marker names this database (sqlite-file.ts): its id stays.
        if (databaseId)
          live
            .prepare(
              "insert into main.app_state (name, value, updated_at) values ('database_id', ?, ?) on conflict (name) do update set value = excluded.value",
            )
            .run(databaseId, new Date().toISOString());
        live.exec(
          'delete from main.admin_sessions where user_id not in (select id from main.admin_users)',
        );
        const broken = live.pragma('main.foreign_key_check') as { table: string }[];
        if (broken.length > 0)
          throw new RestoreError(
            `The backup's rows do not fit together (${broken.length} references to missing rows, first in ${broken[0]!.table}): nothing was changed.`,
          );
      })
      .immediate();
  } finally {
    live.close();
  }
}
