import 'server-only';

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { migrateToLatest } from '../db/migrate';
import type { DB } from '../db/schema';
import { toIso, toJson } from '../db/values';

const run = promisify(execFile);

// The site's tables are dropped and the dump's created and filled in one transaction (psql
// --single-transaction): a dump that fails halfway leaves the database as it was. The schema is
// then brought to this version, and who is signed in here put back, with the site's generated keys
// and the audit log's entries made since the backup (as replace-sqlite.ts does).

const DROP_SITE_TABLES = `do $$
declare t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('drop table if exists public.%I cascade', t.tablename);
  end loop;
end $$;
`;

export async function replacePostgresData(folder: string, url: string, db: DB): Promise<void> {
  const sessions = await db.selectFrom('admin_sessions').selectAll().execute();
  const secrets = await db.selectFrom('app_secrets').selectAll().execute();
  const audit = await db.selectFrom('audit_log').selectAll().execute();
  const databaseId = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', 'database_id')
    .executeTakeFirst();

  const drop = path.join(folder, 'drop.sql');
  const script = path.join(folder, 'restore.sql');
  await fs.writeFile(drop, DROP_SITE_TABLES);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    `--file=${script}`,
    path.join(folder, 'database.pgdump'),
  ]);
  await run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${url}`,
      `--file=${drop}`,
      `--file=${script}`,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );

  await migrateToLatest(db);
  // The site's generated keys stay its own (a backup made before they were left out holds some).
  await db.deleteFrom('app_secrets').execute();
  if (secrets.length > 0)
    await db
      .insertInto('app_secrets')
      .values(secrets.map((secret) => ({ ...secret, created_at: toIso(secret.created_at) })))
      .execute();
  await db.deleteFrom('admin_sessions').execute();
  const users = new Set(
    (await db.selectFrom('admin_users').select('id').execute()).map((user) => user.id),
  );
  const kept = sessions
    .filter((session) => users.has(session.user_id))
    .map((session) => ({
      ...session,
      created_at: toIso(session.created_at),
      last_seen_at: toIso(session.last_seen_at),
      expires_at: toIso(session.expires_at),
    }));
  if (kept.length > 0) await db.insertInto('admin_sessions').values(kept).execute();
  for (let i = 0; i < audit.length; i += 500) {
    const entries = audit.slice(i, i + 500).map((entry) => ({
      ...entry,
      at: toIso(entry.at),
      fields: toJson(entry.fields),
    }));
    await db
      .insertInto('audit_log')
      .values(entries)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  if (databaseId)
    await db
      .insertInto('app_state')
      .values({
        name: 'database_id',
        value: databaseId.value,
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: databaseId.value }))
      .execute();
}
